import { getShop } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { ShopPage } from '@/components/shop/shop-page';
import { WishlistView } from '@/components/shop/wishlist-view';

export const generateMetadata = pageMetadata('wishlist');

export default function WishlistPage() {
  return (
    <ShopPage name="wishlist">
      <WishlistView text={getShop().text.wishlist} />
    </ShopPage>
  );
}
