const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly these.
// Its name and default port are declared once, in package.json ("leafbid").
module.exports = createConfig({
  dir: __dirname,
  exposes: {
    './ListingsPage': './src/app/exposes/listings-page.tsx',
    // Issue 18: a Seller's listings on the dashboard (the description's widget).
    './MyListingsSummary': './src/app/exposes/my-listings-summary.tsx',
    // The description's `prefetch`: the seller's products, loaded by the host on start.
    './ListingsPrefetch': './src/app/exposes/listings-prefetch.ts',
  },
});
