/** A text transport for the job suites that records what it sends; `state.failing` makes sends fail. */
import { ok } from '../../src/api';
import type { CodeTransport } from '../../server/transports/types';

export interface Sent {
  phone: string;
  text: string;
}

export function recordingTransport() {
  const sent: Sent[] = [];
  const state = { failing: false };
  const transport: CodeTransport = {
    name: 'sms',
    async deliver({ code }) {
      return ok(code);
    },
    async sendText(phone, text) {
      // A real provider takes a moment: racing instances overlap here.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.failing) return false;
      sent.push({ phone, text });
      return true;
    },
  };
  return { transport, sent, state };
}
