// Skeleton: replaced by the listings feature's real component.
export function ListingsPage() {
  return <h1>Listings Page</h1>;
}

export default ListingsPage;
