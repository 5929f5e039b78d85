// Issue 38: a remote's build fails when its first-load JavaScript (remoteEntry.js and its exposes'
// sync chunks, gzip) is over the budget its package.json declares (leafbid.budgetKb), with the
// same figures `npm run release -- check` prints.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildRemote, tinyRemote } from './testing/tiny-remote.mjs';

const remotes = [];
after(() => {
  for (const remote of remotes) remote.remove();
});

/** Builds a tiny remote (one exposed page, some bytes of its own) declaring `budgetKb`. */
function buildTinyRemote(budgetKb) {
  // Some kilobytes that do not compress away: distinct words the minifier keeps.
  const words = Array.from({ length: 600 }, (_, i) => `"word ${(i * 7919) % 10007} of ${i}"`);
  const remote = tinyRemote('budget', {
    'package.json': JSON.stringify({
      name: 'tiny-remote',
      private: true,
      leafbid: { remote: 'tiny', port: 3999, cssPrefix: 'ty-', budgetKb },
    }),
    'src/index.ts': "import('./bootstrap');\n",
    'src/bootstrap.ts': 'export const started = true;\n',
    'src/page.ts': `export const page = [${words.join(', ')}];\n`,
  });
  remotes.push(remote);
  return buildRemote(remote.dir, { './page': './src/page.ts' });
}

describe("a remote's first-load budget", () => {
  it('fails the build when the first load is over leafbid.budgetKb, with the figures', async () => {
    const errors = await buildTinyRemote(0.5);
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(
      errors[0],
      /first-load JavaScript is (\d+\.\d) KiB gzip, over the budget of 0\.5 KiB \(leafbid\.budgetKb\): largest remoteEntry\.js \d+\.\d KiB/,
    );
    const total = Number(errors[0].match(/is (\d+\.\d) KiB/)[1]);
    assert.ok(total > 0.5, `${total} KiB`);
  });

  it('builds when the first load is within it', async () => {
    assert.deepEqual(await buildTinyRemote(500), []);
  });
});
