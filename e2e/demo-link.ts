/**
 * A demo link's path as the server printed it at start-up ("  demo confirmation: URL"): the seed gives
 * the demo logins' appointments working confirmation, feedback and short links.
 */
import type { RunningServer } from './harness';

/** The path of the demo link of `kind` ('confirmation', 'feedback', 'short link', 'call'). */
export async function demoLinkPath(server: RunningServer, kind: string): Promise<string> {
  // The server prints its demo links just after the address it serves at, the call link last.
  for (let waited = 0; !server.output().includes('demo call:'); waited += 100) {
    if (waited > 30_000) throw new Error('the server printed no demo links');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const line = server.output().match(new RegExp(`demo ${kind}: (\\S+)`));
  if (!line?.[1]) throw new Error(`no demo ${kind} link`);
  return new URL(line[1]).pathname;
}
