// @leafbid/domain/schemas — request bodies shared by the browser forms and the API routes, and the
// response bodies the API answers with (the browser reads them through @leafbid/domain's lenient
// schemas, derived from these).
export * from './bid';
export * from './support-request';
export * from './contact';
export * from './product-update';
export * from './join';
export * from './catalogue-query';
export * from './product-submission';
export * from './sign-in';
export * from './text';
export * from './issue-message';
export * from './counter-offer';
export * from './bid-decline';
export * from './notification';
// Issue 37: the platform calls (health reports, the operator's release actions).
export * from './platform';
// Response bodies (issue 17): the strict wire shapes and each JSON answer's envelope.
export * from './wire';
export * from './responses';
