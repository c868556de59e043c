/**
 * The in-code migration list. Names sort in the order they run; never rename or edit a migration that
 * has shipped, add a new one. Each module gets the dialect for the few types that differ (bytes).
 */
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../schema';
import * as initial from './0001-initial';
import * as accounts from './0002-accounts';
import * as browsing from './0003-browsing';
import * as booking from './0004-booking';
import * as results from './0005-results';
import * as links from './0006-links';
import * as loginDelays from './0007-login-delays';
import * as sessionLifetime from './0008-session-lifetime';
import * as waitlist from './0009-waitlist';
import * as callKeys from './0010-call-keys';
import * as logoutTokens from './0011-logout-tokens';
import * as codeRequests from './0012-code-requests';
import * as knownDevices from './0013-known-devices';
import * as appointmentMoves from './0014-appointment-moves';
import * as referenceIndexes from './0015-reference-indexes';
import * as codeSendSlots from './0016-code-send-slots';
import * as pairUsed from './0017-pair-used';
import * as retentionIndexes from './0018-retention-indexes';
import * as hiddenClinics from './0019-hidden-clinics';
import * as retentionMovesIndex from './0020-retention-moves-index';
import * as waitlistDismissed from './0021-waitlist-dismissed';

export interface DialectMigration {
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
  down(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-browsing': browsing,
  '0004-booking': booking,
  '0005-results': results,
  '0006-links': links,
  '0007-login-delays': loginDelays,
  '0008-session-lifetime': sessionLifetime,
  '0009-waitlist': waitlist,
  '0010-call-keys': callKeys,
  '0011-logout-tokens': logoutTokens,
  '0012-code-requests': codeRequests,
  '0013-known-devices': knownDevices,
  '0014-appointment-moves': appointmentMoves,
  '0015-reference-indexes': referenceIndexes,
  '0016-code-send-slots': codeSendSlots,
  '0017-pair-used': pairUsed,
  '0018-retention-indexes': retentionIndexes,
  '0019-hidden-clinics': hiddenClinics,
  '0020-retention-moves-index': retentionMovesIndex,
  '0021-waitlist-dismissed': waitlistDismissed,
};

/** Every migration the code expects applied, in order. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

export function createMigrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        out[name] = { up: (db) => migration.up(db, dialect), down: (db) => migration.down(db, dialect) };
      }
      return out;
    },
  };
}
