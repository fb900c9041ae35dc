import type { ReactNode } from 'react';
import { getSite } from '@/content';
import { PageFrame } from '@/components/layout/page-frame';
import { rootPageName } from '@/components/layout/root-page';

/** The general layout around the home page; the coming-soon page at the root stands alone. */
export default function RootPageLayout({ children }: { children: ReactNode }) {
  if (rootPageName(getSite()) === 'coming-soon') return children;
  return <PageFrame variant="general">{children}</PageFrame>;
}
