import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoNetwork } from '../../server/seed';
import { drawnOnce } from '../../server/seed/drawn-files';
import { openTestDatabase, tempDir } from './harness';

async function seededProtocols(drawnFiles: string | null): Promise<string[]> {
  const database = await openTestDatabase('sqlite');
  try {
    await migrateToLatest(database.db, 'sqlite');
    await seedDemoNetwork(database.db, { drawnFiles });
    const rows = await database.db
      .selectFrom('service_result_protocols')
      .select('pdf')
      .orderBy('id')
      .execute();
    return rows.map((row) => (row.pdf ? Buffer.from(row.pdf).toString('base64') : 'none'));
  } finally {
    await database.close();
  }
}

describe('drawn files kept for later seeds', () => {
  it('draws a file once per inputs and reads it back after', async () => {
    const dir = tempDir('drawn');
    try {
      let drawn = 0;
      const draw = async () => {
        drawn += 1;
        return new Uint8Array([drawn, 2, 3]);
      };
      const first = await drawnOnce(dir.path, { title: 'a' }, draw);
      const again = await drawnOnce(dir.path, { title: 'a' }, draw);
      const other = await drawnOnce(dir.path, { title: 'b' }, draw);
      expect([...again]).toEqual([...first]);
      expect([...other]).toEqual([2, 2, 3]);
      expect(drawn).toBe(2);
      expect(readdirSync(dir.path)).toHaveLength(2);
      // No directory: every call draws.
      await drawnOnce(null, { title: 'a' }, draw);
      expect(drawn).toBe(3);
    } finally {
      dir.remove();
    }
  });

  it('gives a seed the same protocols as drawing them, the first seed and every later one', async () => {
    const dir = tempDir('drawn');
    try {
      const drawnHere = await seededProtocols(null);
      expect(drawnHere.filter((pdf) => pdf !== 'none').length).toBeGreaterThan(0);
      expect(await seededProtocols(dir.path)).toEqual(drawnHere);
      const kept = readdirSync(dir.path).length;
      expect(kept).toBeGreaterThan(0);
      expect(await seededProtocols(dir.path)).toEqual(drawnHere);
      expect(readdirSync(dir.path)).toHaveLength(kept);
    } finally {
      dir.remove();
    }
  });
});
