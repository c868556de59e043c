/**
 * The tab's configuration view, settled and empty, with no worker watch behind it (jsdom has no Worker):
 * a test's `vi.mock('…/live/configuration', liveConfiguration)`.
 */
export async function liveConfiguration() {
  const { signal } = await import('@preact/signals-react');
  const empty = { data: null, updatedAt: null, stale: false, refreshing: false, lastError: null };
  return { storedConfiguration: signal(empty), useConfigurationWatch: () => undefined };
}
