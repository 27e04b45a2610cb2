import { PackageSearch } from 'lucide-react';
import { EmptyState } from '@/components/shop/empty-state';
import { SHOP_TEXTS } from '@/shared/shop/messages';

export default function ProductNotFound() {
  return (
    <EmptyState
      heading="h1"
      icon={PackageSearch}
      title={SHOP_TEXTS.productNotFoundTitle}
      text={SHOP_TEXTS.productNotFound}
      action={{ href: '/pro', label: SHOP_TEXTS.backToCatalogue }}
    />
  );
}
