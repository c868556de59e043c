/** When the schedule offers the waitlist, and up to which day (src/app/screens/waitlist/ask-rules.ts). */
import { describe, expect, it } from 'vitest';
import { askSuggestion } from '../../src/app/screens/waitlist/ask-rules';

const day = (date: string, points: Record<string, number[]> = {}) => ({ date, recordingPoints: points });
const TODAY = '2030-01-07';

describe('the waitlist offer under the schedule', () => {
  it('asks up to the last day on screen with no free time with the one doctor shown', () => {
    const days = [
      day('2030-01-07', { '09:00': [5] }),
      day('2030-01-08'),
      day('2030-01-09', { '10:00': [6] }),
      day('2030-01-10', { '11:00': [5] }),
    ];
    expect(askSuggestion(days, [5], null, TODAY)).toMatchObject({
      kind: 'emptyDay',
      doctorId: 5,
      emptyDate: '2030-01-09',
    });
  });

  it('offers up to a day the doctor works: the nearest on screen with a time of his, on or after the empty one', () => {
    // Saturday and Sunday with no time of his (days off, as far as the page can tell), Monday with one.
    const days = [
      day('2030-01-11', { '09:00': [5] }),
      day('2030-01-12'),
      day('2030-01-13', { '10:00': [6] }),
      day('2030-01-14', { '11:00': [5] }),
    ];
    expect(askSuggestion(days, [5], null, '2030-01-11')).toEqual({
      kind: 'emptyDay',
      doctorId: 5,
      emptyDate: '2030-01-13',
      lastDate: '2030-01-14',
    });
    // Nothing on screen after it says he works: the day stays, as nothing says it is a day off either.
    const ending = days.slice(0, 3);
    expect(askSuggestion(ending, [5], null, '2030-01-11')).toMatchObject({ lastDate: '2030-01-13' });
  });

  it('says nothing while every day has a free time, for several doctors, or before an answer', () => {
    const full = [day('2030-01-07', { '09:00': [5] }), day('2030-01-08', { '09:00': [5, 6] })];
    expect(askSuggestion(full, [5], null, TODAY)).toBeNull();
    expect(askSuggestion([day('2030-01-08')], [5, 6], null, TODAY)).toBeNull();
    expect(askSuggestion(null, [5], null, TODAY)).toBeNull();
  });

  it('after a booking with one doctor asks for any time before the booked day, even on a full range', () => {
    const full = [day('2030-01-07', { '09:00': [5] })];
    const booked = { doctorIds: [5], date: '2030-01-12' };
    expect(askSuggestion(full, [5], booked, TODAY)).toEqual({
      kind: 'later',
      doctorId: 5,
      lastDate: '2030-01-11',
    });
    expect(askSuggestion(full, [], { doctorIds: [5], date: TODAY }, TODAY)).toBeNull();
  });
});
