/** Types of test-needs.mjs (plain JavaScript so that the preflight runs before anything is compiled). */

export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const DEBIAN_POSTGRES_ROOT: string;
export declare const CHROMIUM_PACKAGES: readonly string[];
export declare const POSTGRES_PACKAGES: readonly string[];
export declare const HEADLESS_SHELL_PACKAGES: readonly string[];

export interface NeedsFacts {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  /** The executable Playwright would install (chromium.executablePath()); asked last. */
  playwrightChromium: (() => string) | null;
  /** Entries of /usr/lib/postgresql (Debian's major versions). */
  postgresVersions: readonly string[];
  uid: number | null;
  aptGet: boolean;
  /** Whether a `postgres` system user exists (root runs the throwaway cluster as it). */
  postgresUser: boolean;
  /** Whether an earlier run's apt-get could not install the headless shell (not asked again then). */
  headlessShellFailed?: boolean;
}

export type ChromiumFound =
  | { path: string; source: 'CHROMIUM_PATH' | 'Debian headless shell' | 'Debian' | 'Playwright' }
  | { path: null; problem: string };

export type PostgresFound =
  | { url: string; binDir: null; source: 'TEST_DATABASE_URL' }
  | { url: null; binDir: string; source: 'Debian' | 'PATH' }
  | { url: null; binDir: null; problem: string };

export type PreflightPlan =
  | {
      action: 'ready';
      chromium: Exclude<ChromiumFound, { path: null }>;
      postgres: Exclude<PostgresFound, { problem: string }>;
    }
  /** `packages` are missing; `optional` (the headless shell) is not, and may fail to install. */
  | { action: 'install'; packages: string[]; optional: string[]; missing: string[] }
  | { action: 'fail'; missing: string[]; message: string };

export declare function findChromium(
  facts: Pick<NeedsFacts, 'env' | 'exists' | 'playwrightChromium'> & { headlessShell?: boolean },
): ChromiumFound;
export declare function findPostgres(
  facts: Pick<NeedsFacts, 'env' | 'exists' | 'postgresVersions'>,
): PostgresFound;
export declare function planPreflight(facts: NeedsFacts): PreflightPlan;
export declare function gatherFacts(options?: {
  env?: Record<string, string | undefined>;
  playwrightChromium?: (() => string) | null;
}): NeedsFacts;
export declare function findChromiumHere(options?: {
  env?: Record<string, string | undefined>;
  playwrightChromium?: (() => string) | null;
  headlessShell?: boolean;
}): ChromiumFound;
export declare function noteHeadlessShellFailed(): void;
export declare function findLocalPostgres(env?: Record<string, string | undefined>): PostgresFound;
