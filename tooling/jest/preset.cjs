// Jest preset shared by `shared/`, the host and the remotes: TypeScript + JSX through SWC,
// jsdom, jest-dom matchers, CSS imports stubbed.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'style-stub.cjs'),
    '\\.(png|jpe?g|svg|gif|webp)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  clearMocks: true,
  restoreMocks: true,
};
