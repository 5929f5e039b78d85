export * from './registry.mjs';
export * from './store.mjs';
