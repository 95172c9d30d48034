import type { Flag } from './siteSettings.ts';

/** A flag with the flags that sit under it. */
export interface FlagNode {
  flag: Flag;
  children: FlagNode[];
}

/**
 * The flags as a tree, in the server's order. A flag whose parent is not in the list sits at the
 * top (it is still shown and switchable).
 */
export function flagTree(flags: readonly Flag[]): FlagNode[] {
  const nodes = new Map<string, FlagNode>();
  for (const flag of flags) if (!nodes.has(flag.modId)) nodes.set(flag.modId, { flag, children: [] });
  const roots: FlagNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.flag.parent === null ? undefined : nodes.get(node.flag.parent);
    if (parent && parent !== node && !isAncestor(node, parent, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether `node` is `candidate` or one of its ancestors (a loop in the data would hide both). */
function isAncestor(node: FlagNode, candidate: FlagNode, nodes: ReadonlyMap<string, FlagNode>): boolean {
  const seen = new Set<FlagNode>();
  for (let current: FlagNode | undefined = candidate; current && !seen.has(current); ) {
    if (current === node) return true;
    seen.add(current);
    current = current.flag.parent === null ? undefined : nodes.get(current.flag.parent);
  }
  return false;
}

/** Case-insensitive, on trimmed text: an empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  return wanted === '' || text.toLocaleLowerCase().includes(wanted);
}

/**
 * The flags that match, each under the modules it sits under (kept, even if they do not match
 * themselves, so that a flag stays in its place).
 */
export function filterTree(nodes: readonly FlagNode[], matches: (flag: Flag) => boolean): FlagNode[] {
  return nodes.flatMap((node) => {
    const children = filterTree(node.children, matches);
    return matches(node.flag) || children.length ? [{ flag: node.flag, children }] : [];
  });
}

/** How many flags a tree holds. */
export const countFlags = (nodes: readonly FlagNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countFlags(node.children), 0);
