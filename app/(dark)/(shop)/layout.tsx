import type { ReactNode } from 'react';
import { getShop } from '@/content';
import { PageFrame } from '@/components/layout/page-frame';
import { Icon } from '@/components/ui/icon';
import { CartLink } from '@/components/shop/cart-link';
import { shopSetup } from '@/components/shop/shop-setup';
import { ShopProvider } from '@/components/shop/shop-store';

export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <ShopProvider setup={shopSetup()}>
      <PageFrame
        variant="shop"
        cart={
          <CartLink icon={<Icon name="shopping-bag-3-line" />} labels={getShop().text.header} />
        }
      >
        {children}
      </PageFrame>
    </ShopProvider>
  );
}
