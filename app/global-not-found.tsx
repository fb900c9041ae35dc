import type { Metadata } from 'next';
import '@/app/globals.css';
import { getPageMeta, getSite } from '@/content';
import { HomeLink } from '@/components/islands/home-link';
import { bodyFont, displayFont } from '@/components/layout/fonts';
import { buttonClass } from '@/components/ui/button-class';
import { ThemedPicture } from '@/components/ui/picture';

export const metadata: Metadata = {
  title: `${getPageMeta('not-found').title} - ${getSite().name}`,
  description: getPageMeta('not-found').description,
  robots: { index: false },
};

// One 404.html answers for both trees; under /light/ it switches to the light look before first paint.
const pickTheme = `if(/^\\/light(\\/|$)/.test(location.pathname))document.documentElement.classList.replace('dark','light')`;

/** The 404 page of spec section 2, served as 404.html with status 404. */
export default function GlobalNotFound() {
  const meta = getPageMeta('not-found');
  const site = getSite();
  return (
    <html
      lang="en"
      className={`dark ${bodyFont.variable} ${displayFont.variable}`}
      // Tells Next to drop globals.css's smooth scrolling while it moves to the top on a route change, so
      // smooth scrolling applies to in-page anchors only.
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: pickTheme }} />
      </head>
      <body className="min-h-dvh">
        <main
          id="main"
          className="flex min-h-dvh flex-col items-center justify-center gap-6 px-5 text-center"
        >
          <ThemedPicture image={site.logo} bothThemes priority className="h-10 w-auto" />
          <p className="font-display text-8xl font-semibold text-accent">404</p>
          <h1 className="font-display text-3xl font-semibold">{meta.heading}</h1>
          <p className="max-w-md text-muted">{meta.lede}</p>
          <HomeLink className={buttonClass('solid')}>Back To Home</HomeLink>
        </main>
      </body>
    </html>
  );
}
