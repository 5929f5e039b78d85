const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly these.
// Its name and default port are declared once, in package.json ("leafbid").
module.exports = createConfig({
  dir: __dirname,
  exposes: {
    './MarketplacePage': './src/app/exposes/marketplace-page.tsx',
    './NewArrivals': './src/app/exposes/new-arrivals.tsx',
    './Prefetch': './src/app/exposes/prefetch.ts',
  },
});
