import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // PostgreSQL suites share one throwaway cluster for the run (see tests/server/pg-global-setup.ts).
    globalSetup: ['tests/server/pg-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
