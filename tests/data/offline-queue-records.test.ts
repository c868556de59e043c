import { describe, expect, it } from 'vitest';
import { logout, refreshTokens } from '../../src/api/accounts';
import { cancelAppointment } from '../../src/api/appointments';
import { createClientFeedback } from '../../src/api/links';
import { REFRESH_PATH } from '../../src/data/account/renewal';
import { queueView, type StoredQueue } from '../../src/data/offline/pending';
import { QUEUED_PATHS, carriesRefreshToken, queuedKindOf } from '../../src/data/offline/queue-records';

describe('the offline queue records', () => {
  it("hold the contract's paths (written out so the service worker carries no schema)", () => {
    expect(QUEUED_PATHS).toEqual({
      'cancel-appointment': cancelAppointment.path,
      'create-feedback': createClientFeedback.path,
      logout: logout.path,
    });
    expect(REFRESH_PATH).toBe(refreshTokens.path);
    expect(queuedKindOf('/api/clients/cancel-appointment')).toBe('cancel-appointment');
    expect(queuedKindOf('/api/clients/feedback')).toBeNull();
  });

  it('tell a body with a refresh token, which the service worker never queues, from the ones it does', () => {
    expect(carriesRefreshToken(JSON.stringify({ refreshToken: 'r' }))).toBe(true);
    expect(carriesRefreshToken(JSON.stringify({ refreshToken: 'r', logoutToken: 'l' }))).toBe(true);
    expect(carriesRefreshToken(JSON.stringify({ logoutToken: 'l' }))).toBe(false);
    expect(carriesRefreshToken(JSON.stringify({ appointmentId: 7 }))).toBe(false);
    expect(carriesRefreshToken('{')).toBe(false);
    expect(carriesRefreshToken('')).toBe(false);
  });

  it('show a client only its own pending cancels; the logout is sent but never counted', () => {
    const queue: StoredQueue = {
      items: [
        { intentKey: 'a', kind: 'cancel-appointment', owner: 1, appointmentId: 11, at: 0 },
        { intentKey: 'b', kind: 'cancel-appointment', owner: 2, appointmentId: 22, at: 0 },
        { intentKey: 'c', kind: 'create-feedback', owner: null, appointmentId: null, at: 0 },
        { intentKey: 'd', kind: 'logout', owner: null, appointmentId: null, at: 0 },
      ],
      reports: [
        { id: 'r1', kind: 'cancel-appointment', owner: 1, delivered: true, errors: {} },
        { id: 'r2', kind: 'create-feedback', owner: null, delivered: true, errors: {} },
      ],
    };
    const [mine, feedback] = queue.reports;
    expect(queueView(queue, 1, true)).toEqual({
      waiting: 2,
      unsent: 4,
      pendingCancels: [11],
      reports: [mine, feedback],
      client: 1,
      otherProfiles: [],
    });
    expect(queueView(queue, 2, true).reports).toEqual([feedback]);
    expect(queueView(queue, 2, true)).toMatchObject({ waiting: 2, pendingCancels: [22], client: 2 });
    // Logged out: every waiting action is counted (they wait for their client's next login), none shown.
    expect(queueView(queue, null, false)).toMatchObject({ waiting: 3, pendingCancels: [], client: null });
  });

  it("name the account's other profiles whose cancels wait, and no client of another login", () => {
    const queue: StoredQueue = {
      items: [
        { intentKey: 'a', kind: 'cancel-appointment', owner: 1, appointmentId: 11, at: 0 },
        { intentKey: 'b', kind: 'cancel-appointment', owner: 2, appointmentId: 22, at: 0 },
        { intentKey: 'c', kind: 'cancel-appointment', owner: 2, appointmentId: 23, at: 0 },
        { intentKey: 'd', kind: 'cancel-appointment', owner: 9, appointmentId: 99, at: 0 },
        { intentKey: 'e', kind: 'create-feedback', owner: 3, appointmentId: null, at: 0 },
      ],
      reports: [],
    };
    const family = [
      { id: 2, fullName: 'Иванов Пётр' },
      { id: 3, fullName: 'Иванова Анна' },
    ];
    expect(queueView(queue, 1, true, family)).toMatchObject({
      pendingCancels: [11],
      otherProfiles: [{ id: 2, fullName: 'Иванов Пётр', cancels: 2 }],
    });
    // The current profile's own cancels are never listed as another's.
    expect(queueView(queue, 2, true, [{ id: 1, fullName: 'Иванова Мария' }, ...family])).toMatchObject({
      pendingCancels: [22, 23],
      otherProfiles: [{ id: 1, fullName: 'Иванова Мария', cancels: 1 }],
    });
    expect(queueView(queue, null, false, family).otherProfiles).toEqual([]);
  });
});
