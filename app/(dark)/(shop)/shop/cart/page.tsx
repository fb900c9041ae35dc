import { getShop } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { ShopPage } from '@/components/shop/shop-page';
import { CartView } from '@/components/shop/cart-view';

export const generateMetadata = pageMetadata('cart');

export default function CartPage() {
  return (
    <ShopPage name="cart">
      <CartView text={getShop().text.cart} />
    </ShopPage>
  );
}
