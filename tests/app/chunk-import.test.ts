import { describe, expect, it } from 'vitest';
import { createChunkImporter } from '../../src/app/routes/chunk-import';

const BASE = 'https://portal.example/assets/index-1.js';

/** An import() stand-in that fails the first `failures` URLs it is asked for and records every URL. */
function browser(failures: number) {
  const asked: string[] = [];
  const load = async (url: string) => {
    asked.push(url);
    if (asked.length <= failures) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    return { default: url };
  };
  return { asked, importChunk: createChunkImporter(load) };
}

describe('createChunkImporter', () => {
  it('asks for a chunk again at a URL no failed try used', async () => {
    const { asked, importChunk } = browser(2);
    await expect(importChunk('./Menu-x.js', BASE)).rejects.toThrow();
    await expect(importChunk('./Menu-x.js', BASE)).rejects.toThrow();
    await expect(importChunk('./Menu-x.js', BASE)).resolves.toEqual({
      default: 'https://portal.example/assets/Menu-x.js?retry=2',
    });
    expect(asked).toEqual([
      'https://portal.example/assets/Menu-x.js',
      'https://portal.example/assets/Menu-x.js?retry=1',
      'https://portal.example/assets/Menu-x.js?retry=2',
    ]);
  });

  it('gives every later import the module a retry brought, from any importing chunk', async () => {
    const { asked, importChunk } = browser(1);
    await expect(importChunk('./Menu-x.js', BASE)).rejects.toThrow();
    const first = await importChunk('./Menu-x.js', BASE);
    const fromElsewhere = await importChunk('../Menu-x.js', 'https://portal.example/assets/deep/Screen-y.js');
    expect(fromElsewhere).toBe(first);
    expect(asked).toHaveLength(2);
  });

  it('shares one request between imports made while it is in flight', async () => {
    const { asked, importChunk } = browser(0);
    const [a, b] = await Promise.all([importChunk('./A.js', BASE), importChunk('./A.js', BASE)]);
    expect(a).toBe(b);
    expect(asked).toEqual(['https://portal.example/assets/A.js']);
  });
});
