import { describe, expect, it } from 'vitest';
import { buildGraph, type ImportEdge } from './import-graph';
import { appViolations, findCycles, layerViolations } from './layer-check';
import { LAYERS } from './layer-rules';

const graph = buildGraph(['src', 'server']);
const report = (lines: string[]) => `\n${lines.join('\n')}\n`;

describe('the import graph of src/ and server/', () => {
  it('reads the code', () => {
    expect(graph.files.length).toBeGreaterThan(200);
    expect(graph.edges.length).toBeGreaterThan(graph.files.length);
  });

  it('has no import cycle', () => {
    const cycles = findCycles(graph.edges);
    expect(cycles, report(cycles)).toEqual([]);
  });

  // One test a layer, so a break names the layer it is in.
  it.each(LAYERS.map((layer) => [layer.name]))('keeps %s one way', (name) => {
    const broken = layerViolations(graph.edges).filter((line) => line.from === name);
    const lines = broken.map((line) => line.text);
    expect(lines, report(lines)).toEqual([]);
  });

  it('never imports an entry file', () => {
    const lines = layerViolations(graph.edges)
      .filter((line) => line.from === null)
      .map((line) => line.text);
    expect(lines, report(lines)).toEqual([]);
  });

  it("keeps src/app's parts one way", () => {
    const broken = appViolations(graph.edges);
    expect(broken, report(broken)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const edge = (from: string, to: string, extra: Partial<ImportEdge> = {}): ImportEdge => ({
    from,
    to,
    line: 1,
    typeOnly: false,
    names: ['x'],
    ...extra,
  });

  it('report a loop with its files in order', () => {
    const loop = [edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts'), edge('c.ts', 'd.ts')];
    expect(findCycles(loop)).toEqual(['cycle: a.ts → b.ts → c.ts → a.ts']);
  });

  it('report backwards layers, run-time data in the tab and imported entries', () => {
    const lines = layerViolations([
      edge('src/domain/a.ts', 'src/api/b.ts'),
      edge('server/x.ts', 'src/app/y.ts'),
      edge('src/app/live/a.ts', 'src/data/index.ts', { names: ['createWorkerApi'] }),
      edge('src/app/live/a.ts', 'src/data/index.ts', { names: ['tabLockName'] }),
      edge('src/app/live/a.ts', 'src/data/index.ts', { typeOnly: true, names: [] }),
      edge('src/app/live/a.ts', 'src/data/composed-views.ts', { typeOnly: true, names: [] }),
      edge('src/app/App.tsx', 'src/app/main.tsx'),
    ]);
    expect(lines.map((line) => `${line.from}: ${line.text.split(':')[0]}`)).toEqual([
      'domain: layer',
      'server: layer',
      'app: data at run time',
      'app: layer',
      'null: entry',
    ]);
  });

  it("report a screen area's import by another area, and a part that imports upwards", () => {
    const lines = appViolations([
      edge('src/app/screens/results/R.tsx', 'src/app/screens/browsing/B.tsx'),
      edge('src/app/screens/browsing/D.tsx', 'src/app/screens/booking/BookingSchedule.tsx'),
      edge('src/app/routes/screens.ts', 'src/app/screens/results/R.tsx'),
      edge('src/app/state/s.ts', 'src/app/live/l.ts'),
      edge('src/app/live/l.ts', 'src/app/state/s.ts'),
    ]);
    expect(lines.map((line) => line.split(':')[0])).toEqual(['screens', 'app']);
  });
});
