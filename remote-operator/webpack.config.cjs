const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly this on /operator.
module.exports = createConfig({
  name: 'operator',
  dir: __dirname,
  port: 3005,
  exposes: {
    './OperatorPage': './src/app/exposes/operator-page.tsx',
  },
});
