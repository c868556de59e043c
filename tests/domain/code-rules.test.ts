import { describe, expect, it } from 'vitest';
import {
  restoreUnlockAt,
  sharedUnlockAt,
  secondsLeft,
  unlockAtAfterRefusal,
  unlockAtAfterRequest,
} from '../../src/domain/code-countdown';
import { codeButtons } from '../../src/domain/code-transports';
import { SUGGESTION_WORDS, suggestPassword } from '../../src/domain/suggested-password';
import { newPasswordRules } from '../../src/domain/account-rules';

const all = { sms: true, whatsapp: true, flash_call: true };

describe('code buttons', () => {
  it.each([
    [all, { sms: 1, whatsapp: 3, flash_call: 2 }, ['whatsapp', 'flash_call', 'sms']],
    [all, { sms: 5, whatsapp: 5, flash_call: 9 }, ['flash_call', 'sms', 'whatsapp']],
    [
      { sms: true, whatsapp: false, flash_call: true },
      { sms: 1, whatsapp: 9, flash_call: 2 },
      ['flash_call', 'sms'],
    ],
    [{ sms: false, whatsapp: false, flash_call: false }, { sms: 1, whatsapp: 2, flash_call: 3 }, []],
  ])('%j by %j', (availableTransports, priorities, order) => {
    const buttons = codeButtons({ availableTransports, priorities });
    expect(buttons.map((button) => button.transport)).toEqual(order);
    expect(buttons.map((button) => button.primary)).toEqual(order.map((_, index) => index === 0));
    expect(buttons.map((button) => button.orBefore)).toEqual(order.map((_, index) => index > 0));
  });
});

describe('code countdown', () => {
  const now = 1_800_000_000_000;

  it('unlocks waitingTime seconds after a request', () => {
    expect(unlockAtAfterRequest(now, 60)).toBe(now + 60_000);
  });

  it("after a too-early refusal unlocks when the server's remaining wait runs out, not a full wait later", () => {
    expect(unlockAtAfterRefusal(now, 40)).toBe(now + 40_000);
    expect(secondsLeft(unlockAtAfterRefusal(now, 40), now)).toBe(40);
    // No wait named (or a nonsense one): nothing to count down from.
    expect(unlockAtAfterRefusal(now, undefined)).toBe(0);
    expect(unlockAtAfterRefusal(now, 0)).toBe(0);
    expect(unlockAtAfterRefusal(now, 2.5)).toBe(0);
  });

  it.each([
    [null, 0],
    ['', 0],
    ['abc', 0],
    ['12.5', 0],
    [String(now + 30_000), now + 30_000],
    [String(now + 60_000), now + 60_000],
    // Further away than the waiting time: not honoured.
    [String(now + 60_001), 0],
    // In the past.
    [String(now - 1), 0],
    [String(now), 0],
  ])('restores %j as %j', (stored, expected) => {
    expect(restoreUnlockAt(stored, now, 60)).toBe(expected);
  });

  it("takes another tab's wait as it is, one longer than the waiting time too, but none in the past", () => {
    expect(sharedUnlockAt(String(now + 15 * 60_000), now)).toBe(now + 15 * 60_000);
    expect(sharedUnlockAt(String(now), now)).toBe(0);
    expect(sharedUnlockAt('12.5', now)).toBe(0);
    expect(sharedUnlockAt(null, now)).toBe(0);
  });

  it.each([
    [now + 60_000, 60],
    [now + 59_001, 60],
    [now + 1, 1],
    [now, 0],
    [now - 5000, 0],
  ])('seconds left until %j: %j', (unlockAt, seconds) => {
    expect(secondsLeft(unlockAt, now)).toBe(seconds);
  });
});

describe('suggested password', () => {
  it('is one of 21 words and 4 digits, and passes the recovery rule', () => {
    expect(SUGGESTION_WORDS).toHaveLength(21);
    for (let index = 0; index < 50; index += 1) {
      const password = suggestPassword();
      const match = /^([a-z]+)(\d{4})$/.exec(password);
      expect(match).not.toBeNull();
      expect(SUGGESTION_WORDS).toContain(match?.[1]);
      expect(newPasswordRules(password)).toEqual([]);
    }
  });

  it('draws from the given source and redraws biased values', () => {
    const values = [0xffff_ffff, 2, 0xffff_ffff, 7];
    const source = (array: Uint32Array) => {
      array[0] = values.shift() ?? 0;
      return array;
    };
    expect(suggestPassword(source)).toBe(`${SUGGESTION_WORDS[2]}0007`);
  });
});
