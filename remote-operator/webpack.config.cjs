const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly this on /operator.
// Its name and default port are declared once, in package.json ("leafbid").
module.exports = createConfig({
  dir: __dirname,
  exposes: {
    './OperatorPage': './src/app/exposes/operator-page.tsx',
  },
});
