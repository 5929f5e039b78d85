// Exposed as `marketplace/MarketplacePage`; the host mounts the default export on /marketplace.
import { MarketplacePage as ProductsMarketplacePage } from '../../features/products';
import { PurchaseRequestForm } from '../../features/purchase-request';
import { BidSentNotice } from '../../features/purchase-request/notice';

export function MarketplacePage() {
  return (
    <>
      <ProductsMarketplacePage
        requestForm={(product, close) => <PurchaseRequestForm product={product} onClose={close} />}
      />
      <BidSentNotice />
    </>
  );
}

export default MarketplacePage;
