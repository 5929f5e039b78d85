export * from './define-messages';
export * from './locale';
