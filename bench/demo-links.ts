/**
 * The demo's personal links as a bench page: `demo:confirmation` and `demo:feedback` stand for the
 * confirmation and feedback links the server prints at start-up, resolved per server, since each build's
 * server seeds a database of its own. A well-formed key the server does not know times only the
 * "unknown link" path (a spinner, then the start page), not the screen a patient with a real link sees;
 * the benches open a real one.
 */
import { demoLinkPath } from '../e2e/demo-link';
import type { RunningServer } from '../e2e/harness';

/** The path `page` stands for on `server`: the demo link it names, or the page itself. */
export async function resolvePage(server: RunningServer, page: string): Promise<string> {
  const kind = /^demo:(.+)$/.exec(page)?.[1];
  return kind ? demoLinkPath(server, kind) : page;
}
