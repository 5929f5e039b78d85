// Issue 36: index.html's page script (src/app/start-fetches-page.ts) is TypeScript that imports the
// app's own rules (the route a path belongs to, the role check, the kernel range check); this
// bundles it into the one small script the page inlines (webpack.config.cjs), and the test runs
// the same output (src/app/start-fetches.test.ts). esbuild is the tooling's (@leafbid/tooling).
const path = require('node:path');
const { createRequire } = require('node:module');

const ENTRY = path.join(__dirname, 'src', 'app', 'start-fetches-page.ts');

/** The page script, bundled, as index.html inlines it. */
function buildStartScript() {
  const esbuild = createRequire(require.resolve('@leafbid/tooling/webpack'))('esbuild');
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    // As the app's own build (tooling/webpack/create-config.cjs): a browser without ?? and ?. runs
    // no Leafbid anyway, and writing them out cost ~15 % of this script (issue 37).
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'error',
  });
  return outputFiles[0].text.trim();
}

module.exports = { buildStartScript, ENTRY };

// `node start-script.cjs` prints it: how the test gets it (esbuild refuses jsdom's realm).
if (require.main === module) process.stdout.write(buildStartScript());
