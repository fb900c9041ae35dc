import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';

export default function ShopLayout({ children }: { children: ReactNode }) {
  return <PageFrame variant="shop">{children}</PageFrame>;
}
