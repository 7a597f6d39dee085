export * from './locales.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './user.ts';
export * from './common.ts';
export * from './admin.ts';
