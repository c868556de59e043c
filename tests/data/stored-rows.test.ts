/**
 * A stored list refreshed from the server writes only what changed (src/data/sync/stored-rows.ts): the
 * doctors list refetched with one doctor changed writes that doctor's row alone; one doctor gone removes
 * that row alone; an unchanged list writes nothing. Writes are read from the rows' revisions and the
 * collection's change events, not from how the code calls RxDB.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, expect, test } from 'vitest';
import type { Doctor } from '../../src/api';
import { type PriyomDatabase, openDatabase } from '../../src/data/database';
import { type DoctorDoc, toDoctorDoc } from '../../src/data/browsing/doctors';
import { mergeParts, replaceRows } from '../../src/data/sync/stored-rows';
import { testDoctor } from '../app/support/doctor';
import { uniqueDbName } from './support/worker';

const DOCTORS = 120;

const doctor = (id: number) =>
  testDoctor({
    id,
    fullName: `Иванов Иван ${id}`,
    informationAboutDoctor: id % 2 === 0 ? `Стаж ${id} лет.` : null,
  });

const docs = (list: Doctor[]): DoctorDoc[] => list.map((item, order) => toDoctorDoc(item, order));

let db: PriyomDatabase | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

async function revisions(database: PriyomDatabase): Promise<Map<string, string>> {
  const rows = await database.doctors.find().exec();
  return new Map(rows.map((row) => [row.primary, row.revision]));
}

/** Stores `first`, then refreshes with `second`: the ids whose row was written again, and the change events. */
async function refresh(first: Doctor[], second: Doctor[]) {
  db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  await replaceRows(db.doctors, docs(first), {});
  const before = await revisions(db);
  const events: string[] = [];
  const subscription = db.doctors.$.subscribe((event) =>
    events.push(`${event.operation} ${event.documentId}`),
  );
  await replaceRows(db.doctors, docs(second), {});
  subscription.unsubscribe();
  const after = await revisions(db);
  const rewritten = [...after].filter(([id, rev]) => before.get(id) !== rev).map(([id]) => id);
  return { rewritten, events, after };
}

const network = Array.from({ length: DOCTORS }, (_, index) => doctor(index + 1));

test('a refreshed list with one changed doctor writes that doctor only', async () => {
  const changed = network.map((item) =>
    item.id === 57 ? { ...item, informationAboutDoctor: 'Стаж 30 лет.' } : item,
  );
  const { rewritten, events } = await refresh(network, changed);
  expect(rewritten).toEqual(['57']);
  expect(events).toEqual(['UPDATE 57']);
  const stored = await db!.doctors.findOne('57').exec();
  expect(stored?.informationAboutDoctor).toBe('Стаж 30 лет.');
});

test('an unchanged list writes nothing', async () => {
  const { rewritten, events } = await refresh(
    network,
    network.map((item) => ({ ...item })),
  );
  expect(rewritten).toEqual([]);
  expect(events).toEqual([]);
});

test('a doctor the list no longer holds is removed, the others untouched', async () => {
  const { rewritten, events, after } = await refresh(
    network,
    network.filter((item) => item.id !== DOCTORS),
  );
  expect(rewritten).toEqual([]);
  expect(events).toEqual([`DELETE ${DOCTORS}`]);
  expect(after.size).toBe(DOCTORS - 1);
});

test('a new doctor at the end is inserted, the others untouched', async () => {
  const { rewritten, events } = await refresh(network, [...network, doctor(DOCTORS + 1)]);
  expect(rewritten).toEqual([String(DOCTORS + 1)]);
  expect(events).toEqual([`INSERT ${DOCTORS + 1}`]);
});

test("two clinics' parts of the list merge keeping each part's order, a doctor of both once", () => {
  // The whole list's order: 1 … 7; the first clinic has 1 2 5 7, the second 2 3 5 6.
  const id = (row: { id: number; from: string }) => String(row.id);
  const first = [1, 2, 5, 7].map((n) => ({ id: n, from: 'first' }));
  const second = [2, 3, 5, 6].map((n) => ({ id: n, from: 'second' }));
  const merged = mergeParts(first, second, id);
  expect(merged.map((row) => row.id)).toEqual([1, 2, 3, 5, 7, 6]);
  const only = (ids: number[]) => merged.filter((row) => ids.includes(row.id)).map((row) => row.id);
  expect(only([1, 2, 5, 7])).toEqual([1, 2, 5, 7]);
  expect(only([2, 3, 5, 6])).toEqual([2, 3, 5, 6]);
  // A doctor of both is the newer part's copy.
  expect(merged.find((row) => row.id === 5)?.from).toBe('second');
});
