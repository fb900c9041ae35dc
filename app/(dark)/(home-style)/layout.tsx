import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';

export default function HomeStyleLayout({ children }: { children: ReactNode }) {
  return <PageFrame variant="home">{children}</PageFrame>;
}
