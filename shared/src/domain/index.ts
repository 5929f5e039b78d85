// @leafbid/shared/domain — the spec's rules as pure functions (no DOM, no React, no firebase).
export * from './types';
export * from './active-flag';
export * from './order-request';
export * from './bid-description';
export * from './money';
export * from './bid-quality';
export * from './availability';
export * from './listing';
export * from './format';
export * from './filters';
export * from './catalogue-query';
export * from './terpenes';
export * from './roles';
export * from './constants';
export * from './messages';
export * from './agreements';
