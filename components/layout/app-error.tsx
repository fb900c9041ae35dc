'use client';
// Client because Next's error boundaries are client components.
import { buttonClass } from '@/components/ui/button-class';
import { Container } from '@/components/ui/container';
import { ClientLink } from '@/components/ui/client-link';
import { useLocale } from '@/components/layout/theme-tree';
import { arAppError, enAppError } from '@/components/i18n/app-error-words';
import { ContentEnd } from '@/components/layout/content-end';

// Only the error page's own words, not the whole dictionary: this component ships to the browser.
const texts = { en: enAppError, ar: arAppError } as const;

/** What a visitor sees when a page fails while rendering in the browser. */
export function AppError({ error, reset }: { error: Error; reset: () => void }) {
  const t = texts[useLocale()];
  return (
    <main id="main">
      <Container className="pt-40 pb-24">
        <h1 className="font-display text-4xl font-semibold">{t.appErrorHeading}</h1>
        <p className="mt-4 font-mono text-muted">{error.message}</p>
        <div className="mt-8 flex gap-3">
          <button type="button" onClick={reset} className={buttonClass('solid')}>
            {t.appErrorRetry}
          </button>
          <ClientLink href="/" className={buttonClass('outline')}>
            {t.appErrorHome}
          </ClientLink>
        </div>
      </Container>
      <ContentEnd />
    </main>
  );
}
