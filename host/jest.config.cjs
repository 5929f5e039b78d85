module.exports = {
  ...require('@leafbid/tooling/jest-preset'),
  rootDir: __dirname,
  moduleNameMapper: {
    ...require('@leafbid/tooling/jest-preset').moduleNameMapper,
    // Issue 19: a compiled catalogue at build; in tests the source JSON (compiled on the fly).
    '^(.*\\.json)\\?catalogue$': '$1',
  },
};
