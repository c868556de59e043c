import { describe, expect, test } from 'vitest';
import { doctorIdsFromKey, doctorIdsKey, scheduleKey } from '../../src/domain/schedule-key';

describe('schedule key', () => {
  test.each([
    [[], ''],
    [[7], '7'],
    [[12, 3, 7], '3,7,12'],
    [[3, 3, 7, 3], '3,7'],
  ])('doctor ids %j read as %j, and back', (ids, key) => {
    expect(doctorIdsKey(ids)).toBe(key);
    expect(doctorIdsFromKey(key)).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });

  test('equal requests share one name whatever the order of their doctors', () => {
    const key = scheduleKey({ clinicId: 2, doctorIds: [9, 4], serviceId: null, date: '2026-11-24' });
    expect(key).toBe('schedule:2:-:2026-11-24:4,9');
    expect(scheduleKey({ clinicId: 2, doctorIds: [4, 9, 4], date: '2026-11-24' })).toBe(key);
    expect(scheduleKey({ clinicId: 2, doctorIds: [4, 9], serviceId: 5, date: '2026-11-24' })).toBe(
      'schedule:2:5:2026-11-24:4,9',
    );
  });
});
