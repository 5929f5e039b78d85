// Skeleton: replaced by the marketplace feature's real component.
export function NewArrivals() {
  return <h1>New Arrivals</h1>;
}

export default NewArrivals;
