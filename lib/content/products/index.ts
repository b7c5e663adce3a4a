// The products and accessories: ids (ids.ts), data file schemas (schema.ts), the validated data
// (read.ts) and the pure functions that turn it into page text (localize.ts).
export * from './ids';
export * from './localize';
export * from './read';
export * from './schema';
