import { getShop } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { ShopPage } from '@/components/shop/shop-page';
import { SuccessView } from '@/components/shop/success-view';
import { sampleOrder } from '@/components/shop/shop-setup';

export const generateMetadata = pageMetadata('success');

export default function OrderReceivedPage() {
  const shop = getShop();
  return (
    <ShopPage name="success">
      <SuccessView
        sample={sampleOrder()}
        text={shop.text.success}
        labels={{ total: shop.text.cart.total, discount: shop.text.cart.discount }}
      />
    </ShopPage>
  );
}
