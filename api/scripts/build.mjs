// Bundles src/server.ts into dist/server.js: workspace @leafbid/* code is bundled in, npm
// dependencies stay external (installed next to it), migrations are copied beside it.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@leafbid/'),
);

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src', 'server.ts')],
  outfile: path.join(root, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pglite, firebase-admin/auth …) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
await cp(path.join(root, 'drizzle'), path.join(root, 'dist', 'drizzle'), { recursive: true });

// Demo data are fixtures read at seed time (src/seed/demo-fixtures.ts), never part of the
// production bundle: fail the build if a demo product name or demo email made it in.
const fixtures = path.join(root, 'fixtures', 'demo');
const bundle = await readFile(path.join(root, 'dist', 'server.js'), 'utf8');
const products = JSON.parse(await readFile(path.join(fixtures, 'products.json'), 'utf8'));
const { accounts } = JSON.parse(await readFile(path.join(fixtures, 'accounts.json'), 'utf8'));
const leaked = [
  ...products.map((product) => product.Product_Name),
  ...accounts.map((account) => account.email),
].filter((text) => bundle.includes(JSON.stringify(text).slice(1, -1)));
if (leaked.length > 0) {
  console.error(
    `dist/server.js contains demo data (${leaked.slice(0, 5).join(', ')}): load it from fixtures/demo`,
  );
  process.exit(1);
}
console.log(`dist/server.js built; external: ${external.join(', ')}`);
