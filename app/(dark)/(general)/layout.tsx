import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';

export default function GeneralLayout({ children }: { children: ReactNode }) {
  return <PageFrame variant="general">{children}</PageFrame>;
}
