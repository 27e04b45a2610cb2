import { NotFoundContent } from '@/components/shop/not-found-content';

export default function ShopNotFound() {
  return <NotFoundContent />;
}
