import type { Metadata } from 'next';
import type { Locale } from '@/content/locale';
import { MovedNotice } from '@/components/layout/moved-notice';
import { serverLocale } from '@/components/layout/server-tree';
import { localized } from '@/components/layout/site-metadata';
import { seoMetadata } from '@/components/seo/page-seo';

const to = '/team/team-details';

/** What moved, in each language. */
const what: Record<Locale, { name: string; title: string; description: string; section: string }> =
  {
    en: {
      name: 'Team details',
      title: 'Team details have moved',
      description: `Team details now live at ${to}.`,
      section: 'Team',
    },
    ar: {
      name: 'تفاصيل الفريق',
      title: 'انتقلت صفحة تفاصيل الفريق',
      description: `صفحة تفاصيل الفريق الآن على العنوان ${to}.`,
      section: 'الفريق',
    },
  };

// Its canonical URL is the new address, which search engines should index instead.
export const generateMetadata = localized((_params, locale): Metadata => {
  const { title, description, section } = what[locale];
  return seoMetadata({ path: to, title, description, section, robots: { index: false } });
});

/** An old address the spec links to; it sends the visitor on to the page's current one. */
export default function LegacyTeamDetailsPage() {
  return <MovedNotice what={what[serverLocale()].name} to={to} />;
}
