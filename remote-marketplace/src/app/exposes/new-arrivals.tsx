// Exposed as `marketplace/NewArrivals`; the host mounts the default export on the dashboard.
import { NewArrivals as ProductsNewArrivals } from '../../features/products';
import { PurchaseRequestForm } from '../../features/purchase-request';

export function NewArrivals() {
  return (
    <ProductsNewArrivals
      requestForm={(product, close) => <PurchaseRequestForm product={product} onClose={close} />}
    />
  );
}

export default NewArrivals;
