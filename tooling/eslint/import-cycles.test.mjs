// leafbid/import-cycles (issue 36): files written to a temporary folder, so the rule follows real
// imports on disk as it does in the workspace.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { importCyclesRule } from './import-cycles.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-cycles-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const files = {
  // a → b → a
  'two/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'two/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  // x → y → z → x, y reached through its folder's index, z by the emitted name
  'three/x.ts': "import { y } from './y';\nexport const x = 1 + y;\n",
  'three/y/index.ts': "export { z as y } from '../z.js';\n",
  'three/z.ts': "import { x } from './x';\nexport const z = x;\n",
  // type-only and lazy imports back do not run at load time
  'typed/model.ts': "import type { View } from './view';\nexport interface Model { view?: View }\n",
  'typed/inline.ts': "import { type Model } from './model';\nexport type Inline = Model;\n",
  'typed/view.ts':
    "import type { Model } from './model';\nimport { type Inline } from './inline';\nexport interface View { model: Model; inline: Inline }\n",
  'lazy/page.ts': "import { route } from './route';\nexport const page = route;\n",
  'lazy/route.ts': "export const route = () => import('./page');\n",
  // CommonJS: a top-level require counts, one inside a function does not
  'cjs/left.cjs': "const { right } = require('./right.cjs');\nmodule.exports = { left: right };\n",
  'cjs/right.cjs': "const { left } = require('./left.cjs');\nmodule.exports = { right: left };\n",
  'cjs/late.cjs': "module.exports = { late: () => require('./early.cjs') };\n",
  'cjs/early.cjs': "const { late } = require('./late.cjs');\nmodule.exports = { early: late };\n",
  // no cycle: a chain, and a stylesheet
  'chain/top.ts': "import { mid } from './mid';\nimport './top.css';\nexport const top = mid;\n",
  'chain/mid.ts': "import { low } from './low';\nexport const mid = low;\n",
  'chain/low.ts': 'export const low = 1;\n',
  'self/me.ts': "import * as me from './me';\nexport const name = me;\n",
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}
const at = (name) => ({ filename: path.join(dir, name), code: files[name] });
const cycle = (name, chain) => ({
  ...at(name),
  errors: [{ messageId: 'cycle', data: { chain } }],
});

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const cjsTester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'commonjs' },
});

tester.run('leafbid/import-cycles', importCyclesRule(), {
  valid: [
    at('typed/model.ts'),
    at('typed/view.ts'),
    at('typed/inline.ts'),
    at('lazy/page.ts'),
    at('lazy/route.ts'),
    at('chain/top.ts'),
    at('chain/mid.ts'),
    at('chain/low.ts'),
  ],
  invalid: [
    cycle('two/a.ts', 'a.ts → b.ts → a.ts'),
    cycle('two/b.ts', 'b.ts → a.ts → b.ts'),
    cycle('three/x.ts', 'x.ts → y/index.ts → z.ts → x.ts'),
    cycle('three/y/index.ts', 'index.ts → ../z.ts → ../x.ts → index.ts'),
    cycle('three/z.ts', 'z.ts → x.ts → y/index.ts → z.ts'),
    cycle('self/me.ts', 'me.ts → me.ts'),
  ],
});

cjsTester.run('leafbid/import-cycles (CommonJS)', importCyclesRule(), {
  valid: [at('cjs/late.cjs'), at('cjs/early.cjs')],
  invalid: [cycle('cjs/left.cjs', 'left.cjs → right.cjs → left.cjs')],
});
