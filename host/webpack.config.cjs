const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@leafbid/tooling/webpack');

const loading = path.join(__dirname, 'src', 'features', 'loading');

// The host has no static remotes: it registers them from /remotes.json at run time. Its page
// carries the start overlay, shown from the first paint (src/features/loading/start-screen.ts).
module.exports = createConfig({
  name: 'host',
  dir: __dirname,
  isHost: true,
  // Issue 22: asked for with main.js (src/index.ts imports the bootstrap, the kernel the identity SDK).
  preload: ['bootstrap', 'identity-sdk'],
  startScreen: {
    // Issue 19: with the script that puts it in the user's language before anything loads.
    html: `${fs.readFileSync(path.join(loading, 'start-screen.html'), 'utf8')}<script>${fs.readFileSync(path.join(loading, 'start-screen-locale.js'), 'utf8')}</script>`,
    css: fs.readFileSync(path.join(loading, 'loading.css'), 'utf8'),
  },
});
