/**
 * vitest globalSetup: makes one PostgreSQL server available to the run and hands its admin URL to
 * test files through `provide('postgresAdminUrl')`. With TEST_DATABASE_URL set, that server is used
 * (the role must be allowed to CREATE DATABASE). Without it, a throwaway local cluster is started from
 * Debian's PostgreSQL binaries in a temp dir (as the `postgres` user when running as root, since
 * initdb refuses root), on a free port with trust auth, and removed after the run. Failing to get
 * one is an error, never a skip.
 */
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    project.provide('postgresAdminUrl', external);
    return;
  }
  const cluster = await startThrowawayPostgres();
  project.provide('postgresAdminUrl', cluster.url);
  return async () => {
    await cluster.stop();
  };
}
