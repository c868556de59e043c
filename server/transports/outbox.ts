/**
 * The dev outbox: stands in for every transport in the demo and in tests. Each "sent" code or text is kept in
 * memory (the newest few per phone) for GET /api/dev/outbox?phone=… and printed to the log — the one
 * place a code is ever logged, and only while this transport is on. Never for production: anyone who
 * can reach the server can read the codes.
 */
import { randomInt } from 'node:crypto';
import { failed, ok, type Transport } from '../../src/api';
import type { Logger } from '../logger';
import { lastFourDigits } from './flash-call';
import type { CodeTransport, OutboxMessage, OutboxText, TransportSet } from './types';

const PER_PHONE = 10;
const PHONES = 1000;

/** The newest few per phone, and the phones heard from most recently, so a long demo run stays bounded. */
function boundedLists<T>() {
  const lists = new Map<string, T[]>();
  return {
    keep(phone: string, item: T) {
      const list = [item, ...(lists.get(phone) ?? []).slice(0, PER_PHONE - 1)];
      lists.delete(phone);
      lists.set(phone, list);
      // Oldest phone first in a Map's order.
      if (lists.size > PHONES) lists.delete(lists.keys().next().value as string);
    },
    read: (phone: string): T[] => [...(lists.get(phone) ?? [])],
  };
}

export function createOutboxTransports(logger: Logger, now: () => number = Date.now): TransportSet {
  const messages = boundedLists<OutboxMessage>();
  const texts = boundedLists<OutboxText>();
  const keep = (phone: string, message: OutboxMessage) => {
    messages.keep(phone, message);
    logger.info({ transport: message.transport, code: message.code }, 'dev outbox: confirmation code');
  };
  const transport = (name: Transport): CodeTransport => ({
    name,
    async deliver({ phone, type, code }) {
      // A flash call "calls" from a number that ends in the code, as a provider's pool number would.
      const callerNumber =
        name === 'flash_call' ? `7800${String(randomInt(0, 1000)).padStart(3, '0')}${code}` : null;
      const shown = callerNumber ? lastFourDigits(callerNumber) : code;
      keep(phone, {
        transport: name,
        type,
        code: shown,
        callerNumber,
        sentAt: new Date(now()).toISOString(),
      });
      return ok(shown);
    },
    // A flash call carries no text.
    ...(name === 'flash_call'
      ? {}
      : {
          async sendText(phone: string, text: string) {
            texts.keep(phone, { transport: name, text, sentAt: new Date(now()).toISOString() });
            logger.info({ transport: name, text }, 'dev outbox: text message');
            return true;
          },
        }),
  });
  return {
    byName: { sms: transport('sms'), whatsapp: transport('whatsapp'), flash_call: transport('flash_call') },
    outbox: { read: messages.read, readTexts: texts.read },
  };
}

/**
 * No transport at all (CODE_TRANSPORT=none, production's default until a provider is wired in): every
 * code request answers the transport's sending error, and there is no outbox to read.
 */
export function createDisabledTransports(): TransportSet {
  const transport = (name: Transport): CodeTransport => ({
    name,
    async deliver() {
      return failed('sending_error' as const);
    },
  });
  return {
    byName: { sms: transport('sms'), whatsapp: transport('whatsapp'), flash_call: transport('flash_call') },
    outbox: null,
  };
}
