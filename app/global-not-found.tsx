import type { Metadata } from 'next';
import '@/app/globals.css';
import { getPageMeta, getSite } from '@/content';
import type { Locale } from '@/content/locale';
import { HomeLink } from '@/components/islands/home-link';
import { words } from '@/components/i18n/words';
import { arabicFontClassName } from '@/components/layout/arabic-font';
import { bodyFont, displayFont } from '@/components/layout/fonts';
import { buttonClass } from '@/components/ui/button-class';
import { ThemedPicture } from '@/components/ui/picture';

// The title is written in <head> below, where the script after it can change it to Arabic.
export const metadata: Metadata = {
  description: getPageMeta('not-found').description,
  robots: { index: false },
};

/*
 * One 404.html answers for every tree. Before first paint, under /ar/ it becomes the Arabic page (lang and
 * dir; CSS then shows the Arabic block) and under /light/ or /ar/light/ it takes the light look. The
 * title follows, by the script placed after it.
 */
const englishTitle = `${getPageMeta('not-found').title} - ${getSite().name}`;
const arabicTitle = `${getPageMeta('not-found', 'ar').title} - ${getSite('ar').name}`;
const pickTree = [
  'var d=document.documentElement,p=location.pathname;',
  // React writes the English <title> back when it starts: the Arabic one is kept by an observer.
  `if(/^\\/ar(\\/|$)/.test(p)){d.lang='ar';d.dir='rtl';p=p.slice(3);var t=${JSON.stringify(arabicTitle)},k=function(){if(document.title!==t)document.title=t};k();new MutationObserver(k).observe(document.head,{subtree:true,childList:true,characterData:true})}`,
  "if(/^\\/light(\\/|$)/.test(p))d.classList.replace('dark','light')",
].join('');

function NotFoundText({ locale }: { locale: Locale }) {
  const meta = getPageMeta('not-found', locale);
  return (
    // Shown in its language only: app/globals.css ([data-lang]).
    <div data-lang={locale} lang={locale} className="flex flex-col items-center gap-6">
      {/* Both blocks are in the HTML, one hidden: each heads its own language. */}
      <h1 className="font-display text-3xl font-semibold">{meta.heading}</h1>
      <p className="max-w-md text-muted">{meta.lede}</p>
      <HomeLink className={buttonClass('solid')}>{words(locale).appErrorHome}</HomeLink>
    </div>
  );
}

/** The 404 page of spec section 2, served as 404.html with status 404, in English or Arabic. */
export default function GlobalNotFound() {
  const site = getSite();
  return (
    <html
      lang="en"
      className={`dark ${bodyFont.variable} ${displayFont.variable} ${arabicFontClassName}`}
      // Tells Next to drop globals.css's smooth scrolling while it moves to the top on a route change, so
      // smooth scrolling applies to in-page anchors only.
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <head>
        <title suppressHydrationWarning>{englishTitle}</title>
        <script dangerouslySetInnerHTML={{ __html: pickTree }} />
      </head>
      <body className="min-h-dvh">
        <main
          id="main"
          className="flex min-h-dvh flex-col items-center justify-center gap-6 px-5 text-center"
        >
          <ThemedPicture image={site.logo} bothThemes priority className="h-10 w-auto" />
          <p className="font-display text-8xl font-semibold text-accent">404</p>
          <NotFoundText locale="en" />
          <NotFoundText locale="ar" />
        </main>
      </body>
    </html>
  );
}
