const fs = require('node:fs');
const path = require('node:path');
const { KERNEL, createConfig } = require('@leafbid/tooling/webpack');
const { buildStartScript } = require('./start-script.cjs');

const loading = path.join(__dirname, 'src', 'features', 'loading');
const read = (file) => fs.readFileSync(path.join(loading, file), 'utf8');

// The host has no static remotes: it registers them from /remotes.json at run time. Its page
// carries the start overlay, shown from the first paint (src/features/loading/start-screen.ts).
module.exports = createConfig({
  name: 'host',
  dir: __dirname,
  isHost: true,
  // Issue 22: asked for with main.js (src/index.ts imports the bootstrap, the kernel the identity SDK).
  preload: ['bootstrap', 'identity-sdk'],
  // The host's catalogue of the language the start screen found (start-screen-locale.js).
  preloadByLocale: { 'en-CA': 'locale-en-CA', 'fr-CA': 'locale-fr-CA' },
  startScreen: {
    // Issue 19: with the script that puts it in the user's language before anything loads; issue
    // 22: and the one that asks for remotes.json and runtime-config.json before main.js has come
    // (issue 36: src/app/start-fetches-page.ts, bundled here with the app's own rules).
    // The kernel version the host runs goes with it: the page preloads no file of a remote built
    // for another kernel (the start refuses that remote).
    html: `${read('start-screen.html')}<script>${read('start-screen-locale.js')}window.__leafbidKernel=${JSON.stringify(KERNEL.version)};${buildStartScript()}</script>`,
    css: read('loading.css'),
  },
});
