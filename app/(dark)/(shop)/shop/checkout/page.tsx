import { getShop } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { ShopPage } from '@/components/shop/shop-page';
import { CheckoutView } from '@/components/shop/checkout-view';

export const generateMetadata = pageMetadata('checkout');

export default function CheckoutPage() {
  const shop = getShop();
  return (
    <ShopPage name="checkout">
      <CheckoutView
        text={shop.text.checkout}
        cartText={shop.text.cart}
        countries={shop.countries}
      />
    </ShopPage>
  );
}
