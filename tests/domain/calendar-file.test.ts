import { describe, expect, it } from 'vitest';
import { calendarFile } from '../../src/domain/calendar-file';

describe('the calendar file', () => {
  const file = calendarFile(
    {
      id: 42,
      date: '2026-11-24',
      time: '08:00',
      durationMinutes: 30,
      summary: 'Приём: Иванова Анна Сергеевна, терапевт',
      location: 'Клиника «Здоровье», ул. Ленина, 1; 2 этаж',
      description: 'Первичный приём\nВозьмите паспорт',
    },
    'Europe/Moscow',
    Date.UTC(2026, 10, 23, 12, 0, 0),
  );
  const lines = file.split('\r\n');

  it('is one VEVENT in UTC with the duration, CRLF lines and an ending CRLF', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261124T050000Z');
    expect(lines).toContain('DTEND:20261124T053000Z');
    expect(lines).toContain('DTSTAMP:20261123T120000Z');
    expect(lines).toContain('UID:appointment-42@priyom');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes text and folds lines at 75 octets without splitting a character', () => {
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:Клиника «Здоровье}'.replace('}', '»\\, ул. Ленина\\, 1\\; 2 этаж'));
    expect(unfolded).toContain('DESCRIPTION:Первичный приём\\nВозьмите паспорт');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file).not.toContain('\uFFFD');
  });
});
