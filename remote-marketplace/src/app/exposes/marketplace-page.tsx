// Skeleton: replaced by the marketplace feature's real component.
export function MarketplacePage() {
  return <h1>Marketplace Page</h1>;
}

export default MarketplacePage;
