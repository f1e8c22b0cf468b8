export * from './options.js';
export * from './schema.js';
