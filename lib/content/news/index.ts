// The news: categories, frontmatter schema and parsing of one article (schema.ts), reading and
// checking the article folders (read.ts), pure listing functions (listing.ts), the MDX rules
// (mdx.ts) and the body checks (check.ts).
export * from './listing';
export * from './read';
export * from './schema';
