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
console.log(`dist/server.js built; external: ${external.join(', ')}`);
