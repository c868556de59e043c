/**
 * Opens the worker's RxDB database over Dexie (IndexedDB).
 *
 * - `multiInstance: true`: where SharedWorker is missing every tab runs its own dedicated worker over
 *   the same IndexedDB; RxDB then relays change events between them over BroadcastChannel.
 * - Only collections that hold resource rows live here; sync bookkeeping and the configuration are
 *   local documents (`localDocuments: true`), because the free RxDB build allows at most 13 open
 *   collections per JavaScript realm.
 * - RxDB dev-mode (with the ajv schema validator it requires) loads only when `import.meta.env.DEV`
 *   is true — Vite's dev server and vitest. The guard is that literal expression so the production
 *   bundle drops both dynamic imports.
 */
import { addRxPlugin, createRxDatabase, type RxDatabase, type RxStorage } from 'rxdb/plugins/core';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { type BrowsingCollections, browsingCollections } from './browsing/collections';
import { type ClinicsCollections, clinicsCollections } from './clinics/collections';
import { type ScheduleCollections, scheduleCollections } from './schedule/collections';

/** Each area owns its collections; they meet here because RxDB opens them on one database. */
export interface PriyomCollections extends ClinicsCollections, BrowsingCollections, ScheduleCollections {}
export type PriyomDatabase = RxDatabase<PriyomCollections>;

export interface DatabaseDeps {
  name: string;
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
  /** Default true (see above). */
  multiInstance?: boolean;
  /**
   * Tests open two instances over one name in one realm to play two tabs; RxDB allows that only in
   * dev-mode, so it is ignored elsewhere.
   */
  ignoreDuplicate?: boolean;
  /** Set false to skip dev-mode even in development (it never loads in production). */
  devMode?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: RxStorage's internals differ per storage; we only pass it on.
type AnyStorage = RxStorage<any, any>;

async function withDevMode(storage: AnyStorage): Promise<AnyStorage> {
  const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] = await Promise.all([
    import('rxdb/plugins/dev-mode'),
    import('rxdb/plugins/validate-ajv'),
  ]);
  disableWarnings();
  addRxPlugin(RxDBDevModePlugin);
  return wrappedValidateAjvStorage({ storage });
}

/** A database being opened: usable for its local documents before its collections are added. */
export interface OpeningDatabase {
  /**
   * The database with its local documents (the session, the client's own pages, the configuration,
   * sync bookkeeping); its collections are not there until `collections` settles.
   */
  db: PriyomDatabase;
  /** Settles once every collection is added; rejects, the database closed, when one cannot be. */
  collections: Promise<void>;
}

/**
 * Creates the database and starts adding its collections. Adding them is most of the open on a
 * device's first start of the worker, and a reader of local documents alone (a client's list
 * reopened) has no need to wait for it.
 */
export async function startDatabase(deps: DatabaseDeps): Promise<OpeningDatabase> {
  // addRxPlugin ignores a plugin object it has already seen.
  addRxPlugin(RxDBLocalDocumentsPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);

  let storage: AnyStorage = getRxStorageDexie({ indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange });
  let devMode = false;
  if (import.meta.env.DEV && deps.devMode !== false) {
    storage = await withDevMode(storage);
    devMode = true;
  }

  const db = await createRxDatabase<PriyomCollections>({
    name: deps.name,
    storage,
    multiInstance: deps.multiInstance ?? true,
    localDocuments: true,
    // A second open of the same name in one realm is a bug in production (one worker, one database).
    ignoreDuplicate: devMode && deps.ignoreDuplicate === true,
  });
  const collections = (async () => {
    try {
      await db.addCollections({ ...clinicsCollections, ...browsingCollections, ...scheduleCollections });
    } catch (error) {
      await db.close();
      throw error;
    }
  })();
  return { db, collections };
}

/** The database with its collections. */
export async function openDatabase(deps: DatabaseDeps): Promise<PriyomDatabase> {
  const { db, collections } = await startDatabase(deps);
  await collections;
  return db;
}
