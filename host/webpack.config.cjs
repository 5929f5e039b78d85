const { createConfig } = require('@leafbid/tooling/webpack');

// The host has no static remotes: it registers them from /remotes.json at run time.
module.exports = createConfig({ name: 'host', dir: __dirname, port: 3000, isHost: true });
