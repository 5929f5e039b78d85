// Moved to ./error-text (issue 36); kept only until every import names the new module.
export * from './error-text.js';
