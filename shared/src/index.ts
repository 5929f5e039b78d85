// @leafbid/shared — the runtime singleton every Leafbid app shares (federation singleton).
// The UI kit is at '@leafbid/shared/ui', test helpers at '@leafbid/shared/testing'.
export * from './config';
export * from './identity';
export * from './api';
export * from './bus';
export * from './stores';
export * from './live';
export * from './query';
export * from './i18n';
