/** The browser forms' request schemas, so a form and its API route validate alike. */
export * as sharedSchemas from '@leafbid/domain/schemas';
