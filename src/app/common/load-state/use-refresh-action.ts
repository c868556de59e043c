/**
 * The Refresh button's action: asks the worker to refresh now, is busy meanwhile, and says why it
 * failed in a snackbar (the message keys differ by where the button stands).
 */
import { useState } from 'react';
import type { TranslationKey } from '../../i18n/keys';
import { showMessage } from '../../state/snackbars';

export type RefreshFn = () => Promise<{ ok: true } | { ok: false; error: { kind: string } }>;

export function useRefreshAction(
  refresh: RefreshFn,
  messages: { offline: TranslationKey; failed: TranslationKey },
  params?: Record<string, string>,
): { busy: boolean; run: () => void } {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await refresh();
      if (!result.ok)
        showMessage(result.error.kind === 'offline' ? messages.offline : messages.failed, params);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: () => void run() };
}
