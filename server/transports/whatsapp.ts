/** whatsapp: like sms, but a provider timeout has its own key (timeout_error, WhatsApp only). */
import { failed, ok } from '../../src/api';
import { codeText } from './sms';
import type { CodeTransport } from './types';

/** Answers 'sent', 'refused' or 'timeout'. */
export type WhatsAppSender = (phone: string, text: string) => Promise<'sent' | 'refused' | 'timeout'>;

export function whatsAppTransport(send: WhatsAppSender): CodeTransport {
  return {
    name: 'whatsapp',
    async deliver({ phone, code }) {
      const result = await send(phone, codeText(code)).catch(() => 'refused' as const);
      if (result === 'sent') return ok(code);
      return failed(result === 'timeout' ? ('timeout_error' as const) : ('sending_error' as const));
    },
    sendText: async (phone, text) => (await send(phone, text).catch(() => 'refused')) === 'sent',
  };
}
