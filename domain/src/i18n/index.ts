export * from './define-messages';
export * from './locale';
export * from './date-format';
