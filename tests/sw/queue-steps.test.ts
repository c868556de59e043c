import { describe, expect, it } from 'vitest';
import { QUEUE_NAME, verdictOf } from '../../src/data/offline/queue-records';
import { type QueuedMeta, clientQueueName, headStep } from '../../src/sw/queue-steps';

const cancel = (owner: number | null): QueuedMeta => ({ kind: 'cancel-appointment', intentKey: 'k', owner });
const feedback: QueuedMeta = { kind: 'create-feedback', intentKey: 'f', owner: null };
const logout: QueuedMeta = { kind: 'logout', intentKey: 'l', owner: null };

describe('the offline queue: what a replay does with a queue’s head', () => {
  it('sends feedback and logout whoever is logged in, and nobody', () => {
    for (const current of [7, null]) {
      expect(headStep(feedback, current, false)).toBe('send');
      expect(headStep(logout, current, false)).toBe('send');
    }
  });

  it('sends a cancel only while its own client is the current one', () => {
    expect(headStep(cancel(7), 7, true)).toBe('send');
    expect(headStep(cancel(7), 7, false)).toBe('send');
  });

  it('leaves a cancel in its client’s queue where it is when that client is gone: it is never taken out', () => {
    expect(headStep(cancel(7), 8, true)).toBe('wait');
    expect(headStep(cancel(7), null, true)).toBe('wait');
    expect(headStep(cancel(null), null, true)).toBe('wait');
  });

  it('moves another client’s cancel out of the shared queue, so it stands in front of nobody', () => {
    expect(headStep(cancel(7), 8, false)).toBe('move');
    expect(headStep(cancel(7), null, false)).toBe('move');
    expect(headStep(cancel(null), 8, false)).toBe('move');
  });

  it('names one queue per client, none of them the shared one', () => {
    expect(clientQueueName(7)).not.toBe(clientQueueName(8));
    expect(clientQueueName(7)).not.toBe(QUEUE_NAME);
    expect(clientQueueName(null)).not.toBe(QUEUE_NAME);
    expect(clientQueueName(null)).not.toBe(clientQueueName(7));
  });
});

describe('the offline queue: what an answer makes of a request', () => {
  it.each([200, 201, 204])('%i delivers it', (status) => expect(verdictOf(status)).toBe('delivered'));
  it.each([401, 408, 429, 500, 502, 503, 504])('%i keeps it for a later replay', (status) =>
    expect(verdictOf(status)).toBe('keep'),
  );
  it.each([400, 403, 404, 409, 410, 413, 415, 422])('%i ends it as refused', (status) =>
    expect(verdictOf(status)).toBe('refused'),
  );
});
