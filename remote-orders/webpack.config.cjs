const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly these.
// Its name and default port are declared once, in package.json ("leafbid").
module.exports = createConfig({
  dir: __dirname,
  exposes: {
    './OrdersPage': './src/app/exposes/orders-page.tsx',
    './PendingOrders': './src/app/exposes/pending-orders.tsx',
    './Prefetch': './src/app/exposes/prefetch.ts',
  },
});
