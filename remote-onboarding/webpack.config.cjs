const { createConfig } = require('@leafbid/tooling/webpack');

// `exposes` is this remote's whole public API: the host mounts exactly these.
// Its name and default port are declared once, in package.json ("leafbid").
module.exports = createConfig({
  dir: __dirname,
  exposes: {
    './LoginPage': './src/app/exposes/login-page.tsx',
    './ConfirmAccountPage': './src/app/exposes/confirm-account-page.tsx',
    './SettingsPage': './src/app/exposes/settings-page.tsx',
    './JoinPage': './src/app/exposes/join-page.tsx',
    './ResetPage': './src/app/exposes/reset-page.tsx',
    './AccountDocumentsPage': './src/app/exposes/account-documents-page.tsx',
  },
});
