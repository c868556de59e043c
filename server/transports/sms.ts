/** sms: the code in a short text message through a provider's sender. */
import type { CodeTransport, MessageSender } from './types';

export const codeText = (code: string) => `Код подтверждения: ${code}`;

export function smsTransport(send: MessageSender): CodeTransport {
  return {
    name: 'sms',
    async deliver({ phone, code }) {
      const sent = await send(phone, codeText(code)).catch(() => false);
      return sent ? { ok: true, code } : { ok: false, error: 'sending_error' };
    },
    sendText: (phone, text) => send(phone, text).catch(() => false),
  };
}
