// umi locale entry, empty on purpose: the catalog is loaded on demand (src/lib/catalog.ts).
export default {};
