module.exports = { ...require('@leafbid/tooling/jest-preset'), rootDir: __dirname };
