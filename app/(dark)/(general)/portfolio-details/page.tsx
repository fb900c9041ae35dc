import type { Metadata } from 'next';
import type { Locale } from '@/content/locale';
import { MovedNotice } from '@/components/layout/moved-notice';
import { serverLocale } from '@/components/layout/server-tree';
import { localized } from '@/components/layout/site-metadata';
import { seoMetadata } from '@/components/seo/page-seo';

const to = '/portfolio/portfolio-details';

/** What moved, in each language. */
const what: Record<Locale, { name: string; title: string; description: string; section: string }> =
  {
    en: {
      name: 'Portfolio details',
      title: 'Portfolio details have moved',
      description: `Portfolio details now live at ${to}.`,
      section: 'Portfolio',
    },
    ar: {
      name: 'تفاصيل المشاريع',
      title: 'انتقلت صفحة تفاصيل المشاريع',
      description: `صفحة تفاصيل المشاريع الآن على العنوان ${to}.`,
      section: 'أعمالنا',
    },
  };

// Its canonical URL is the new address, which search engines should index instead.
export const generateMetadata = localized((_params, locale): Metadata => {
  const { title, description, section } = what[locale];
  return seoMetadata({ path: to, title, description, section, robots: { index: false } });
});

/** An old address the spec links to; it sends the visitor on to the page's current one. */
export default function LegacyPortfolioDetailsPage() {
  return <MovedNotice what={what[serverLocale()].name} to={to} />;
}
