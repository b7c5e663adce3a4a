// The downloads: collections and ids (ids.ts), the data file's schema (schema.ts), the validated
// data and file sizes (read.ts) and the pure functions that list a page's files (items.ts).
export * from './ids';
export * from './items';
export * from './read';
export * from './schema';
