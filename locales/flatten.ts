/** Flattens a language's namespaces into one catalog: {nav: {home: 'Home'}} gives `nav.home`. */
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, out: Record<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') out[id] = value;
    else flatten(value, id, out);
  }
  return out;
}

export function buildCatalog(namespaces: Record<string, Tree>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [ns, tree] of Object.entries(namespaces)) flatten(tree, ns, out);
  return out;
}
