import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { buildRemote, tinyRemote } from './testing/tiny-remote.mjs';

const require = createRequire(import.meta.url);
const { cssScopeProblems } = require('./css-scope-plugin.cjs');

const problemsOf = (css, options = {}) =>
  cssScopeProblems(css, { file: 'x.css', prefix: 'or-', ...options });

describe('cssScopeProblems', () => {
  it('refuses a selector without the prefix on its element or an ancestor, naming file, line and selector', () => {
    assert.deepEqual(problemsOf('.or-page { color: red }\n\nh1 { color: red }'), [
      'x.css:3: selector "h1" can match outside the remote (no class starting with "or-" on the element it styles or an ancestor; :not(), :has() and a sibling of the remote\'s root do not count)',
    ]);
  });

  it('allows the remote, its descendants and their siblings; refuses what only looks scoped', () => {
    const allowed = [
      '.or-page',
      '.or-page h1',
      '.or-page > .lb-button',
      '.lb-modal.or-sheet',
      '.or-list .or-item + li',
      '.or-a .b ~ label',
      ':is(.or-a, .or-b) p',
      '.or-a:not(.x)::before',
      'html[dir=rtl] .or-a',
      '@media (min-width: 40rem) { .or-a { color: red } }',
      '.or-a { & h1 { color: red } }',
      '@keyframes or-spin { to { opacity: 1 } }',
    ];
    for (const css of allowed) {
      const text = css.includes('{') ? css : `${css} { color: red }`;
      assert.deepEqual(problemsOf(text), [], css);
    }
    const refused = [
      'button',
      '*',
      '.lb-button',
      ':root',
      '.or-a + h1',
      '.x .or-a ~ p',
      ':not(.or-a)',
      'body:has(.or-a)',
      ':is(.or-a, h1)',
      '.or-a, h1',
      '.or-a { & + p { color: red } }',
      '@media print { h1 { color: red } }',
      '@keyframes spin { to { opacity: 1 } }',
      '@font-face { font-family: "Inter"; src: url(x.woff2) }',
      '@property --size { syntax: "<length>"; inherits: false; initial-value: 0 }',
    ];
    for (const css of refused) {
      const text = css.includes('{') ? css : `${css} { color: red }`;
      assert.equal(problemsOf(text).length, 1, css);
    }
  });

  it("allows the kernel's :root design tokens, in the kernel's stylesheet only", () => {
    const tokens =
      ':root { --lb-space-1: 8px } .lb-button { color: red } @keyframes lb-spin { to { opacity: 1 } }';
    assert.deepEqual(problemsOf(tokens, { prefix: 'lb-', kernel: true }), []);
    assert.match(
      problemsOf(':root { color: red }', { prefix: 'lb-', kernel: true })[0],
      /":root" sets color/,
    );
    assert.equal(problemsOf(':root { --or-x: 1px }').length, 1);
  });
});

describe('CssScopePlugin in a remote build', () => {
  let remote;
  before(() => {
    // A tiny remote outside the workspace whose stylesheet adds global h1 and button rules.
    remote = tinyRemote('css-scope', {
      'package.json': JSON.stringify({
        name: 'tiny',
        leafbid: { remote: 'tiny', port: 3999, cssPrefix: 'ti-' },
      }),
      'src/index.ts': "import('./page');\n",
      'src/page.ts': "import './page.css';\nexport const page = 'a page';\n",
    });
  });
  after(() => remote.remove());

  function build(css) {
    remote.write('src/page.css', css);
    return buildRemote(remote.dir, { './page': './src/page.ts' });
  }

  it('fails the build on a global h1 or button rule, naming the selector and the file', async () => {
    const errors = await build(
      '.ti-page { color: green; }\nh1 { color: red; }\n.ti-page, button { margin: 0; }\n',
    );
    const scope = errors.filter((message) => message.includes('CSS scope'));
    assert.equal(scope.length, 2, errors.join('\n'));
    assert.match(scope[0], /src\/page\.css:2: selector "h1" can match outside the remote/);
    assert.match(scope[1], /src\/page\.css:3: selector "button" can match outside the remote/);
  });

  it('builds a stylesheet that keeps to its prefix', async () => {
    const errors = await build('.ti-page { color: green; }\n.ti-page h1 { color: red; }\n');
    assert.deepEqual(errors, []);
  });
});
