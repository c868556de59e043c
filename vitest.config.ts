import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testGroups } from './tests/test-groups';
import { commonPasswordList } from './vite-plugins/common-passwords';

const groups = testGroups(new URL('.', import.meta.url).pathname);

/** What every group runs with. The groups do not extend the root config: they would each start its global setup again. */
function group(name: string, include: string[], isolate: boolean): TestProjectInlineConfiguration {
  return {
    // The password forms import the common-password list as a module this plugin writes.
    plugins: [commonPasswordList()],
    test: {
      name,
      include,
      isolate,
      testTimeout: 20_000,
      hookTimeout: 60_000,
      setupFiles: ['tests/dom-waits.ts'],
    },
  };
}

export default defineConfig({
  test: {
    // PostgreSQL suites share one throwaway cluster for the run (see tests/server/pg-global-setup.ts),
    // and the tests that start the server as a process one compiled server (compiled-server-setup.ts);
    // the migrated and the seeded databases the files copy are made once (template-databases-setup.ts);
    // the root's setups run once and what they provide reaches every group.
    globalSetup: [
      'tests/server/pg-global-setup.ts',
      'tests/server/template-databases-setup.ts',
      'tests/server/compiled-server-setup.ts',
    ],
    // Vitest's default leaves a core for itself: on two cores that is one worker, and the suite ran on
    // one core while the other idled (vitest's own process does little once the files are running).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // A worker keeps the modules it imported for its next file: importing the app and Fluent for
      // every file was most of the suite's time.
      group('shared', groups.shared, false),
      // The data layer's files, in a graph of their own kind (tests/test-groups.ts says why).
      group('data', groups.data, false),
      // Files that mock modules or keep records in the fake IndexedDB get a graph each
      // (tests/test-groups.ts says why).
      group('isolated', groups.isolated, true),
    ],
  },
});
