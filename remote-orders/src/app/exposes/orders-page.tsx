// Skeleton: replaced by the orders feature's real component.
export function OrdersPage() {
  return <h1>Orders Page</h1>;
}

export default OrdersPage;
