// Flat ESLint config for the whole workspace. It also holds the architecture (STYLE.md "Lint holds
// the architecture"): import boundaries, hook rules on .ts too, process.env only in config modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './tooling/eslint/boundaries.mjs';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// The only modules that read process.env (STYLE.md "One source of truth": environment is read once
// per app, in its config module, which names, defaults and checks each variable), held by
// leafbid/env-in-config (tooling/eslint/env-in-config.mjs). The browser apps read none: their
// settings come from runtime-config.json; the kernel, the domain package and tooling read none.
const CONFIG_MODULES = [
  'api/src/config.ts',
  // firebase-admin takes its emulator host from the environment only: this hands it the validated
  // value from config.ts (it reads nothing).
  'api/src/identity/firebase-verifier.ts',
  // API test and benchmark switches: TEST_DATABASE_URL, FUZZ_RUNS/FUZZ_SEED, the driver bench's.
  'api/test/helpers.ts',
  'api/test/fuzz.test.ts',
  'api/scripts/**',
  // `npm start`, `npm test`, the build and the mail catcher: ports, hosts, data folder, switches.
  'scripts/lib/config.mjs',
  // The browser tests, their helpers, the replicas suite and the benches.
  'tests/config.mjs',
  // Build configs: a bundler's config is where a build's environment is read (DefinePlugin, the
  // output folder), as the fixture Rsbuild remote's reads DIST_DIR and KERNEL_RANGE.
  '**/webpack.config.{cjs,js,mjs}',
  '**/rsbuild.config.{ts,mjs,js}',
  '**/jest.config.{cjs,js,mjs,ts}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks live in .ts files too (use-*.ts): the rules of hooks hold there as in components.
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'scripts/**', 'tests/**', 'tooling/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Remotes, host, kernel, domain and API: who may import whom, no import cycle, kebab-case names
    // under src/ (tooling/eslint/boundaries.mjs, import-cycles.mjs, file-names.mjs). Everywhere,
    // scripts/, tests/ and tooling/ included: process.env only in CONFIG_MODULES (env-in-config.mjs).
    plugins: { leafbid: boundariesPlugin(repoRoot) },
    rules: {
      'leafbid/boundaries': 'error',
      'leafbid/import-cycles': 'error',
      'leafbid/file-names': 'error',
      'leafbid/env-in-config': ['error', { configModules: CONFIG_MODULES }],
    },
  },
  {
    // Issue 19: every user-visible text comes from its package's catalogue (README "Adding a text"),
    // so a component never renders a literal sentence, label or accessible name.
    files: ['host/src/**/*.tsx', 'shared/src/**/*.tsx', 'remote-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]',
          message: 'Text shown to the user comes from the catalogue (defineMessages), not JSX.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]',
          message: 'Accessible names and labels come from the catalogue (defineMessages).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > JSXExpressionContainer > Literal[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]',
          message: 'Accessible names and labels come from the catalogue (defineMessages).',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
