/** The `network` view (./network.ts), merged into `Views` (../view-types.ts). Plain JSON only. */
import type { NetworkState } from './network';

export type { NetworkState };

export interface NetworkViews {
  /** Whether the API answered the worker's last request. */
  network: { params: Record<string, never>; data: NetworkState };
}
