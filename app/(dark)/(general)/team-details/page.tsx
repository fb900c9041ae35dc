import type { Metadata } from 'next';
import { seoMetadata } from '@/components/seo/page-seo';
import { MovedNotice } from '@/components/layout/moved-notice';

// Its canonical URL is the new address, which search engines should index instead.
export const metadata: Metadata = seoMetadata({
  path: '/team/team-details',
  title: 'Team details have moved',
  description: 'Team details now live at /team/team-details.',
  section: 'Team',
  robots: { index: false },
});

/** An old address the spec links to; it sends the visitor on to the page's current one. */
export default function LegacyTeamDetailsPage() {
  return <MovedNotice what="Team details" to="/team/team-details" />;
}
