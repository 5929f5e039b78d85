// The strict wire shapes: each response body's parts as the API sends them (issue 17). The browser
// reads them through the lenient schemas of @leafbid/domain (../../types.ts, ../../operator.ts),
// which are derived from these with ./nullish.ts.
export * from './nullish';
export * from './product';
export * from './contact';
export * from './task';
export * from './operator';
export * from './counter';
export * from './seller-demand';
export * from './operator-counter';
export * from './notification';
export * from './platform';
