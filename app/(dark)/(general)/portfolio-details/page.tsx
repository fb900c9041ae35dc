import type { Metadata } from 'next';
import { MovedNotice } from '@/components/layout/moved-notice';

export const metadata: Metadata = {
  title: 'Portfolio details have moved',
  robots: { index: false },
};

/** An old address the spec links to; it sends the visitor on to the page's current one. */
export default function LegacyPortfolioDetailsPage() {
  return <MovedNotice what="Portfolio details" to="/portfolio/portfolio-details" />;
}
