const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly these.
module.exports = createConfig({
  name: 'onboarding',
  dir: __dirname,
  port: 3004,
  exposes: {
    './LoginPage': './src/app/exposes/login-page.tsx',
    './ConfirmAccountPage': './src/app/exposes/confirm-account-page.tsx',
    './SettingsPage': './src/app/exposes/settings-page.tsx',
    './JoinPage': './src/app/exposes/join-page.tsx',
    './ResetPage': './src/app/exposes/reset-page.tsx',
  },
});
