const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly these.
module.exports = createConfig({
  name: 'marketplace',
  dir: __dirname,
  port: 3001,
  exposes: {
    './MarketplacePage': './src/app/exposes/marketplace-page.tsx',
    './NewArrivals': './src/app/exposes/new-arrivals.tsx',
  },
});
