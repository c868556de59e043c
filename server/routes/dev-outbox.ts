/**
 * GET /api/dev/outbox?phone=… — the codes and the text messages (reminders) the dev outbox "sent" to a
 * phone, newest first. Mounted only
 * while the outbox transport is on (server/transports/outbox.ts): with real transports it does not exist.
 */
import { Hono } from 'hono';
import { readDevOutbox } from '../../src/api';
import { invalidInputBody } from '../http/errors';
import type { Outbox } from '../transports/outbox';

export function devOutboxRoutes(outbox: Outbox) {
  return new Hono().get(readDevOutbox.path, (c) => {
    const phone = c.req.query('phone') ?? '';
    if (!/^\d{1,20}$/.test(phone)) return c.json(invalidInputBody(), 400);
    return c.json({ messages: outbox.read(phone), texts: outbox.readTexts(phone) }, 200);
  });
}
