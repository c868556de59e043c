/** sms: the code in a short text message through a provider's sender. */
import { failed, ok } from '../../src/api';
import type { CodeTransport, MessageSender } from './types';

export const codeText = (code: string) => `Код подтверждения: ${code}`;

export function smsTransport(send: MessageSender): CodeTransport {
  return {
    name: 'sms',
    async deliver({ phone, code }) {
      const sent = await send(phone, codeText(code)).catch(() => false);
      return sent ? ok(code) : failed('sending_error' as const);
    },
    sendText: (phone, text) => send(phone, text).catch(() => false),
  };
}
