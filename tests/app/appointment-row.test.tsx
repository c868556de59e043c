// @vitest-environment jsdom
/**
 * One appointment row on its own, with only the appointments area's strings loaded (as on
 * /appointments): its info button has a translated name in both languages, never a raw key; the date
 * keeps the month in lower case.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/api/appointments';
import { i18n } from '../../src/app/i18n';
import { AppointmentRow } from '../../src/app/screens/appointments/AppointmentRow';
import { withBothLanguages } from './both-languages';

const appointment: Appointment = {
  id: 3,
  date: '2026-12-09',
  time: '10:30',
  status: 1,
  doctorId: 5,
  clinicId: 1,
  duration: 30,
  services: [],
  feedbackKey: null,
  clinic: { title: 'Первая клиника', shortAddress: 'ул. Садовая, 1' },
  doctor: { fullName: 'Петров Игорь Сергеевич' },
};

withBothLanguages();

function renderRow() {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <ul>
          <AppointmentRow
            appointment={appointment}
            today="2026-11-24"
            timeZone="Europe/Moscow"
            onCancel={() => {}}
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
