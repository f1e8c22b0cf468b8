export * from './options';
export * from './schema';
