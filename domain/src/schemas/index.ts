// @leafbid/domain/schemas — request bodies shared by the browser forms and the API routes.
export * from './bid';
export * from './support-request';
export * from './contact';
export * from './product-update';
export * from './join';
export * from './catalogue-query';
export * from './product-submission';
export * from './sign-in';
export * from './text';
