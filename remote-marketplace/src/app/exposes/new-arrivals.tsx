// Exposed as `marketplace/NewArrivals`; the host mounts the default export on the dashboard.
import { DialogLoadFailed, useLazyModule } from '@leafbid/shared/ui';
import { NewArrivals as ProductsNewArrivals } from '../../features/products';
import type { PurchaseRequestFormProps } from '../../features/purchase-request';
import { BidSentNotice } from '../../features/purchase-request/notice';
import { BID_FORM_MESSAGES } from '../../messages';

/** In the product popup's chunk (issue 22): loaded with the popup, not with the dashboard. */
const loadRequestForm = () =>
  import(/* webpackChunkName: "product-popup" */ '../../features/purchase-request');

function RequestForm(props: PurchaseRequestFormProps) {
  const form = useLazyModule(loadRequestForm, true);
  if (form.module) return <form.module.PurchaseRequestForm {...props} />;
  // In the popup's own chunk, so it rarely fails alone: the kernel's word for a window whose code
  // could not be loaded, with Retry; Cancel closes the popup.
  return <DialogLoadFailed code={form} title={BID_FORM_MESSAGES.title} onClose={props.onClose} />;
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
