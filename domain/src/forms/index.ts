// @leafbid/domain/forms — what a react-hook-form form needs to check its values with a domain
// schema (bundled only by the remotes that have forms).
export * from './form-resolver';
