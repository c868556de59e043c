/** The checks over the import graph; each returns one readable line per broken rule. */
import type { ImportEdge } from './import-graph';
import {
  APP_PARTS,
  APP_RUNTIME_FROM_DATA,
  ENTRIES,
  LAYERS,
  type Layer,
  SCREEN_EMBEDS,
  SCREENS_ROUTE_TABLE,
} from './layer-rules';

const where = (edge: ImportEdge) => `${edge.from}:${edge.line} → ${edge.to}`;

function longestPrefix<T extends { path: string }>(items: T[], file: string): T | undefined {
  return items
    .filter((item) => file === item.path || (item.path.endsWith('/') && file.startsWith(item.path)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export const layerOf = (file: string): Layer | undefined => longestPrefix(LAYERS, file);

/** Every cycle of the file graph, one line each (a strongly connected set, shown as one loop). */
export function findCycles(edges: ImportEdge[]): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const set: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        set.push(member);
      } while (member !== node);
      if (set.length > 1 || next.get(node)?.includes(node)) sets.push(set);
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return sets.map((set) => `cycle: ${loopThrough(set.sort(), next).join(' → ')}`);
}

/** The shortest loop from the set's first file back to it, within the set. */
function loopThrough(set: string[], next: Map<string, string[]>): string[] {
  const members = new Set(set);
  const start = set[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of next.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return set;
}

/** A broken layer rule: the importing file's layer, or null for an imported entry file. */
export interface LayerViolation {
  from: string | null;
  text: string;
}

/** Imports against the layer table, the tab's type-only use of the data entry and the entry files. */
export function layerViolations(edges: ImportEdge[]): LayerViolation[] {
  const found: LayerViolation[] = [];
  for (const edge of edges) {
    if (ENTRIES.includes(edge.to)) {
      found.push({ from: null, text: `entry: ${where(edge)} (entry files only wire; nothing imports them)` });
      continue;
    }
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    if (!from || !to || from.name === to.name) continue;
    // The data layer may import its own entry (the entry is data too).
    if (from.name === 'data' && to.name === 'data entry') continue;
    if (!from.mayImport.includes(to.name)) {
      const allowed = from.mayImport.join(', ') || 'nothing of ours';
      found.push({
        from: from.name,
        text: `layer: ${where(edge)} (${from.name} may import ${allowed}, not ${to.name})`,
      });
      continue;
    }
    if (from.name === 'app' && to.name === 'data entry' && !edge.typeOnly) {
      const runtime = edge.names.filter((name) => !APP_RUNTIME_FROM_DATA.includes(name));
      if (runtime.length > 0)
        found.push({
          from: from.name,
          text:
            `data at run time: ${where(edge)} takes ${runtime.join(', ')} (the tab takes types only, ` +
            `and ${APP_RUNTIME_FROM_DATA.join(', ')})`,
        });
    }
  }
  return found;
}

const areaOf = (file: string) => /^src\/app\/screens\/([^/]+)\//.exec(file)?.[1];

/** Imports inside src/app: the parts' forbidden arrows and who may import a screen area. */
export function appViolations(edges: ImportEdge[]): string[] {
  const found: string[] = [];
  // Other layers reaching into src/app are the layer table's business.
  for (const edge of edges.filter((item) => item.from.startsWith('src/app/'))) {
    const from = longestPrefix(APP_PARTS, edge.from);
    const to = longestPrefix(APP_PARTS, edge.to);
    if (from && to && from.mayNotImport.includes(to.name)) {
      found.push(`app: ${where(edge)} (${from.name} never imports ${to.name}: ${from.why})`);
      continue;
    }
    const area = areaOf(edge.to);
    if (area === undefined || areaOf(edge.from) === area || edge.from === SCREENS_ROUTE_TABLE) continue;
    const embed = SCREEN_EMBEDS.some((e) => edge.to === e.to && edge.from.startsWith(e.from));
    if (!embed)
      found.push(
        `screens: ${where(edge)} (screens/${area} is imported by its own area and ${SCREENS_ROUTE_TABLE} only; ` +
          'move the shared piece to src/app/common/ or list the embed with its reason)',
      );
  }
  return found;
}
