import type { Metadata } from 'next';
import { seoMetadata } from '@/components/seo/page-seo';
import { MovedNotice } from '@/components/layout/moved-notice';

// Its canonical URL is the new address, which search engines should index instead.
export const metadata: Metadata = seoMetadata({
  path: '/portfolio/portfolio-details',
  title: 'Portfolio details have moved',
  description: 'Portfolio details now live at /portfolio/portfolio-details.',
  section: 'Portfolio',
  robots: { index: false },
});

/** An old address the spec links to; it sends the visitor on to the page's current one. */
export default function LegacyPortfolioDetailsPage() {
  return <MovedNotice what="Portfolio details" to="/portfolio/portfolio-details" />;
}
