/**
 * GET /api/dev/outbox?phone=… — the codes and the text messages (reminders) the dev outbox "sent" to a
 * phone, newest first. In the accounts' router only while the outbox transport is on (server/transports/outbox.ts): with
 * real transports it does not exist.
 */
import * as v from 'valibot';
import { readDevOutbox } from '../../src/api';
import { defineRoute } from '../http/route';
import type { Outbox } from '../transports/types';

/** Phones are stored as digits; anything else can have no messages and is bad input. */
const OutboxQuerySchema = v.object({ phone: v.pipe(v.string(), v.regex(/^\d{1,20}$/)) });

export function devOutboxRouteList(outbox: Outbox) {
  return [
    defineRoute(readDevOutbox, {
      auth: 'public',
      input: OutboxQuerySchema,
      handle: (_, { input: { phone } }) => ({
        messages: outbox.read(phone),
        texts: outbox.readTexts(phone),
      }),
    }),
  ];
}
