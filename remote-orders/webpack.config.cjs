const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly these.
module.exports = createConfig({
  name: 'orders',
  dir: __dirname,
  port: 3002,
  exposes: {
    './OrdersPage': './src/app/exposes/orders-page.tsx',
    './PendingOrders': './src/app/exposes/pending-orders.tsx',
    './Prefetch': './src/app/exposes/prefetch.ts',
  },
});
