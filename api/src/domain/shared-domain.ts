/** The spec's pure rules, from the one source of truth the browser uses too. */
export * as sharedDomain from '@leafbid/domain';
