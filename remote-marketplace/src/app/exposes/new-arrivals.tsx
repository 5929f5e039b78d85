// Exposed as `marketplace/NewArrivals`; the host mounts the default export on the dashboard.
import { NewArrivals as ProductsNewArrivals } from '../../features/products';
import type { PurchaseRequestFormProps } from '../../features/purchase-request';
import { useLazyModule } from '../../lib/use-lazy-module';

/** In the product popup's chunk (issue 22): loaded with the popup, not with the dashboard. */
const loadRequestForm = () =>
  import(/* webpackChunkName: "product-popup" */ '../../features/purchase-request');

function RequestForm(props: PurchaseRequestFormProps) {
  const form = useLazyModule(loadRequestForm, true);
  return form ? <form.PurchaseRequestForm {...props} /> : null;
}

export function NewArrivals() {
  return (
    <ProductsNewArrivals
      requestForm={(product, close) => <RequestForm product={product} onClose={close} />}
    />
  );
}

export default NewArrivals;
