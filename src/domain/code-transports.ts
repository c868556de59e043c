/**
 * The code buttons: the transports the configuration makes available, by
 * descending priority. The first is the primary button; the others are outlined, with 'or' between.
 */
import type { CodeTransport } from './account-rules';

export interface TransportSettings {
  availableTransports: Readonly<Record<CodeTransport, boolean>>;
  priorities: Readonly<Record<CodeTransport, number>>;
}

export interface CodeButton {
  transport: CodeTransport;
  primary: boolean;
  /** Whether an 'or' separator comes before this button. */
  orBefore: boolean;
}

/** The spec's transports in a fixed order, which also breaks ties between equal priorities. */
const ORDER: readonly CodeTransport[] = ['sms', 'whatsapp', 'flash_call'];

export function codeButtons(settings: TransportSettings): CodeButton[] {
  return ORDER.filter((transport) => settings.availableTransports[transport])
    .sort((a, b) => settings.priorities[b] - settings.priorities[a] || ORDER.indexOf(a) - ORDER.indexOf(b))
    .map((transport, index) => ({ transport, primary: index === 0, orBefore: index > 0 }));
}
