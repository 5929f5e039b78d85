// @leafbid/domain/testing — test data on the domain's types, for any package's tests (never bundled
// into an app: only test files import it).
export { makeProduct, makeTask, makeContact, makeProductSubmission } from './factories';
export { FILTER_CASES, FILTER_CASE_PRODUCTS, type FilterCase } from './filter-cases';
export * from './locale';
