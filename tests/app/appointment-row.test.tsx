// @vitest-environment jsdom
/**
 * One appointment row on its own, with only the appointments area's strings loaded (as on
 * /appointments): its info button has a translated name in both languages, never a raw key; the date
 * keeps the month in lower case. A visit whose feedback may be given opens it from anywhere on the row,
 * and one already rated offers no feedback.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/api/appointments';
import { i18n } from '../../src/app/i18n';
import { AppointmentRow } from '../../src/app/screens/appointments/AppointmentRow';
import { withBothLanguages } from './both-languages';
import { testAppointment } from './support/appointment';
import { STATUS } from '../../src/domain/appointment-status';

const appointment: Appointment = testAppointment();

withBothLanguages();

let location = '';
function Where() {
  location = useLocation().pathname;
  return null;
}

afterEach(cleanup);

function renderRow(
  shown: Appointment = appointment,
  { now = '2026-11-24 09:00', onMove = () => {} }: { now?: string; onMove?: () => void } = {},
) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <Where />
        <ul>
          <AppointmentRow
            appointment={shown}
            today="2026-11-24"
            now={now}
            timeZone="Europe/Moscow"
            onCancel={() => {}}
            onMove={onMove}
          />
        </ul>
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('an appointment row', () => {
  it.each([
    ['ru', /^Подробнее о записи: .*9 декабря.*10:30$/],
    ['en-gb', /^About the appointment: .*9 December.*10:30$/],
  ] as const)('names its info button in words (%s)', async (language, name) => {
    await i18n.changeLanguage(language);
    renderRow();
    const button = screen.getByTestId('appointment-info');
    const label = button.getAttribute('aria-label') ?? '';
    expect(label).not.toContain('browsing.');
    expect(label).toMatch(name);
  });

  it('writes the month in lower case and raises only the first letter', async () => {
    await i18n.changeLanguage('ru');
    renderRow();
    const when = screen.getByText(/9 декабря/);
    expect(when.textContent).toBe('Среда, 9 декабря, 10:30');
    expect(getComputedStyle(when).textTransform).not.toBe('capitalize');
  });
});

describe('feedback from an appointment row', () => {
  const linkKey = 'Ab3dEf7hJk';
  // The list's feedbackKey: the link key in base64, reversed.
  const visited: Appointment = {
    ...appointment,
    date: '2026-11-20',
    status: STATUS.SERVICED,
    feedbackKey: [...btoa(linkKey)].reverse().join(''),
    feedbackGiven: false,
  };

  it('opens the feedback from a click anywhere on the row, and names its link with the visit', async () => {
    await i18n.changeLanguage('ru');
    renderRow(visited);
    const link = screen.getByRole('link', { name: /^Оставить отзыв о приёме: Пятница, 20 ноября, 10:30/ });
    expect(link.getAttribute('href')).toBe(`/feedback/${linkKey}`);
    expect(link.getAttribute('aria-label')).toContain('Петров Игорь Сергеевич');
    // The info button is the row's own: it opens its tip and stays on the page.
    fireEvent.click(screen.getByTestId('appointment-info'));
    expect(location).toBe('/');
    fireEvent.click(screen.getByText('Петров Игорь Сергеевич'));
    expect(location).toBe(`/feedback/${linkKey}`);
  });

  it('offers no feedback for a visit already rated', async () => {
    await i18n.changeLanguage('ru');
    renderRow({ ...visited, feedbackGiven: true });
    expect(screen.queryByTestId('appointment-feedback')).toBeNull();
    expect(screen.queryByText('Оставить отзыв')).toBeNull();
    fireEvent.click(screen.getByText('Петров Игорь Сергеевич'));
    expect(location).toBe('/');
  });

  it.each([
    ['ru', 'Перенести', /позвоните в клинику, \+7 812 555-00-00$/],
    ['en-gb', 'Move', /call the clinic on \+7 812 555-00-00$/],
  ] as const)(
    'offers a move, and inside the clinic’s notice says to call it instead (%s)',
    async (language, move, notice) => {
      await i18n.changeLanguage(language);
      let moves = 0;
      const shown: Appointment = {
        ...appointment,
        changeUntil: '2026-12-09 08:30',
        clinic: { ...appointment.clinic, phone: '+7 812 555-00-00' },
      };
      renderRow(shown, { onMove: () => moves++ });
      fireEvent.click(screen.getByRole('button', { name: move }));
      expect(moves).toBe(1);
      expect(screen.queryByTestId('appointment-notice')).toBeNull();
      cleanup();
      // Past the last moment the clinic takes changes online: no cancel or move, the phone instead.
      renderRow(shown, { now: '2026-12-09 08:30' });
      expect(screen.queryByTestId('appointment-move')).toBeNull();
      expect(screen.queryByTestId('appointment-cancel')).toBeNull();
      expect(screen.getByTestId('appointment-notice').textContent).toMatch(notice);
    },
  );

  it('with no notice configured (or a list stored before it) keeps the buttons until the visit', async () => {
    await i18n.changeLanguage('ru');
    renderRow({ ...appointment, changeUntil: '2026-12-09 10:30' }, { now: '2026-12-09 10:00' });
    expect(screen.getByTestId('appointment-move')).toBeTruthy();
    cleanup();
    renderRow(appointment, { now: '2026-12-09 10:00' });
    expect(screen.getByTestId('appointment-cancel')).toBeTruthy();
  });

  it('once the visit has begun, still offers a cancel that day but no move (the server refuses one)', async () => {
    await i18n.changeLanguage('ru');
    const begun = { ...appointment, changeUntil: '2026-12-09 10:30' };
    renderRow(begun, { now: '2026-12-09 10:30' });
    expect(screen.queryByTestId('appointment-move')).toBeNull();
    expect(screen.getByTestId('appointment-cancel')).toBeTruthy();
    cleanup();
    renderRow(begun, { now: '2026-12-09 10:29' });
    expect(screen.getByTestId('appointment-move')).toBeTruthy();
  });
});

describe('the focus on a row whose button goes away', () => {
  it('moves to the row when its focused Cancel goes with a cancel made elsewhere, not to the page start', async () => {
    await i18n.changeLanguage('ru');
    const row = (shown: Appointment) => (
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>
          <ul>
            <AppointmentRow
              appointment={shown}
              today="2026-11-24"
              now="2026-11-24 09:00"
              timeZone="Europe/Moscow"
              onCancel={() => {}}
              onMove={() => {}}
            />
          </ul>
        </MemoryRouter>
      </FluentProvider>
    );
    const { rerender } = render(row(appointment));
    screen.getByTestId('appointment-cancel').focus();
    expect(document.activeElement).toBe(screen.getByTestId('appointment-cancel'));

    // Another tab, or the clinic, cancelled it: the list's next answer has it cancelled.
    rerender(row({ ...appointment, status: STATUS.CANCELED_BY_CLIENT }));
    expect(screen.queryByTestId('appointment-cancel')).toBeNull();
    await Promise.resolve();
    expect(document.activeElement).toBe(screen.getByTestId('appointment-row'));
  });
});
