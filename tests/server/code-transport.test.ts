/** CODE_TRANSPORT=none (production's default): codes are not sent and there is no outbox to read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDisabledTransports } from '../../server/transports/outbox';
import { type AccountsTest, openAccountsTest } from './accounts-kit';

describe('without a code transport', () => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest('sqlite', { transports: createDisabledTransports() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['sms', 'whatsapp', 'flash_call'])(
    'a code by %s answers the sending error, never a code',
    async (transport) => {
      const phone = t.freshPhone();
      const res = await t.post('/messages/confirmation-code', { phone, type: 'registration', transport });
      // The delivery failed, not the request: the accounts routes answer that as 503 with the key.
      expect(res.status).toBe(503);
      expect(JSON.stringify(res.body)).toContain('sending_error');
    },
  );

  it('there is no /api/dev/outbox', async () => {
    expect((await t.get('/dev/outbox?phone=79990000001')).status).toBe(404);
  });
});
