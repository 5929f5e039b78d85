// Exposed as `marketplace/NewArrivals`; the host mounts the default export on the dashboard.
import { Button, ErrorMessage, useLazyModule } from '@leafbid/shared/ui';
import { NewArrivals as ProductsNewArrivals } from '../../features/products';
import type { PurchaseRequestFormProps } from '../../features/purchase-request';
import { BidSentNotice } from '../../features/purchase-request/notice';
import { MARKETPLACE_MESSAGES as M } from '../../messages';

/** In the product popup's chunk (issue 22): loaded with the popup, not with the dashboard. */
const loadRequestForm = () =>
  import(/* webpackChunkName: "product-popup" */ '../../features/purchase-request');

function RequestForm(props: PurchaseRequestFormProps) {
  const form = useLazyModule(loadRequestForm, true);
  if (form.module) return <form.module.PurchaseRequestForm {...props} />;
  // In the popup's own chunk, so it rarely fails alone; the popup stays usable if it does.
  if (!form.failed) return null;
  return (
    <div className="mk-load-failed">
      <ErrorMessage message={M.dialogLoadFailed} />
      <Button variant="secondary" size="small" onClick={form.retry}>
        {M.retry}
      </Button>
    </div>
  );
}

export function NewArrivals() {
  return (
    <>
      <ProductsNewArrivals
        requestForm={(product, close) => <RequestForm product={product} onClose={close} />}
      />
      <BidSentNotice />
    </>
  );
}

export default NewArrivals;
