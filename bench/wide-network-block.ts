/**
 * For an e2e spec: a server over the wide network (100 clinics, 3,000 doctors, 10,000 services) for the describe block
 * that calls this: started once before its tests, stopped after them.
 */
import { startNetworkServer, stopNetworkServer } from './networks';
import type { RunningServer } from '../e2e/harness';
import { test } from '../e2e/harness';

export function wideNetworkServer(): () => RunningServer {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    // Generating and importing the network takes most of such a block's time.
    test.setTimeout(180_000);
    server = await startNetworkServer('wide');
  });
  test.afterAll(async () => {
    if (server) await stopNetworkServer(server);
  });
  return () => {
    if (!server) throw new Error('the wide network server has not started');
    return server;
  };
}
