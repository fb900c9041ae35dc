'use client';
// Client because Next's error boundaries are client components.
import { buttonClass } from '@/components/ui/button-class';
import { Container } from '@/components/ui/container';
import { ClientLink } from '@/components/ui/client-link';

/** What a visitor sees when a page fails while rendering in the browser. */
export function AppError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <main id="main">
      <Container className="pt-40 pb-24">
        <h1 className="font-display text-4xl font-semibold">Unexpected Application Error!</h1>
        <p className="mt-4 font-mono text-muted">{error.message}</p>
        <div className="mt-8 flex gap-3">
          <button type="button" onClick={reset} className={buttonClass('solid')}>
            Try again
          </button>
          <ClientLink href="/" className={buttonClass('outline')}>
            Back To Home
          </ClientLink>
        </div>
      </Container>
    </main>
  );
}
