import { defineConfig } from 'vitest/config';
import { commonPasswordList } from './vite-plugins/common-passwords';

export default defineConfig({
  // The password forms import the common-password list as a module this plugin writes.
  plugins: [commonPasswordList()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // PostgreSQL suites share one throwaway cluster for the run (see tests/server/pg-global-setup.ts).
    globalSetup: ['tests/server/pg-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
