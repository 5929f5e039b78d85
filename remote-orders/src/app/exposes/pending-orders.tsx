// Skeleton: replaced by the orders feature's real component.
export function PendingOrders() {
  return <h1>Pending Orders</h1>;
}

export default PendingOrders;
