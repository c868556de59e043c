/**
 * A Kysely plugin that holds one chosen query's caller right after the query ran, until released: a
 * transaction stays open at that step (its locks held), or a call stands between a read and what it
 * does with it, while the test runs something else against the same database.
 */
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  RootOperationNode,
} from 'kysely';
import type { Database, DialectName } from '../../server/db/schema';
import { untilSettledOrWaiting } from './lock-waits';

export class HoldQuery implements KyselyPlugin {
  readonly #held = new WeakSet<QueryId>();
  #picks: ((node: RootOperationNode) => boolean) | null = null;
  #reached = () => {};
  #gate: Promise<void> = Promise.resolve();

  /** Holds the next query `picks` accepts; `reached` settles once it stands held, `release` lets it go on. */
  arm(picks: (node: RootOperationNode) => boolean): { reached: Promise<void>; release: () => void } {
    this.#picks = picks;
    let release = () => {};
    this.#gate = new Promise((resolve) => {
      release = resolve;
    });
    const reached = new Promise<void>((resolve) => {
      this.#reached = resolve;
    });
    return { reached, release };
  }

  /**
   * Starts `first` with the query `picks` accepts held, `second` once it stands held, and lets the first
   * go on once the second has finished or waits on a lock of `database`; answers both.
   */
  async overlap<A, B>(
    picks: (node: RootOperationNode) => boolean,
    first: () => Promise<A>,
    second: () => Promise<B>,
    database: { db: Kysely<Database>; dialect: DialectName },
  ): Promise<[A, B]> {
    const { reached, release } = this.arm(picks);
    const held = first();
    await reached;
    let settled = false;
    const meanwhile = second().finally(() => {
      settled = true;
    });
    await untilSettledOrWaiting(database.db, database.dialect, () => settled);
    release();
    return Promise.all([held, meanwhile]);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (this.#picks?.(node)) {
      this.#picks = null;
      this.#held.add(queryId);
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs) {
    if (this.#held.has(queryId)) {
      this.#reached();
      await this.#gate;
    }
    return result;
  }
}
