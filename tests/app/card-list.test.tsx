// @vitest-environment jsdom
/**
 * The client's cards (appointments, service results) sit in a block list spaced by margins, the 8 px a
 * grid's gap gave them: a long history's list grows by a page of cards as it scrolls, and a grid lays
 * every one of its items out again each time. Each card is contained (layout, paint, style), so the
 * browser paints the cards a frame adds, not again every card near the screen with them.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { useCardListClass } from '../../src/app/common/card';
import { AppointmentRow } from '../../src/app/screens/appointments/AppointmentRow';
import { testAppointment } from './support/appointment';

afterEach(cleanup);

function Appointments() {
  const noop = () => {};
  return (
    <ul className={useCardListClass()} data-testid="list">
      {[1, 2, 3].map((id) => (
        <AppointmentRow
          key={id}
          appointment={testAppointment({ id })}
          today="2026-11-24"
          now="2026-11-24 09:00"
          timeZone="Europe/Moscow"
          onCancel={noop}
          onMove={noop}
        />
      ))}
    </ul>
  );
}

/** The list as the app draws it, in the app's theme and a router. */
function renderAppointments(): void {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <Appointments />
      </MemoryRouter>
    </FluentProvider>,
  );
}

it('spaces the cards 8 px apart in a block list, not a grid', () => {
  renderAppointments();
  const list = getComputedStyle(screen.getByTestId('list'));
  expect(list.display).not.toBe('grid');
  const cards = screen.getAllByTestId('appointment-row').map((card) => getComputedStyle(card).marginTop);
  expect(cards).toEqual([expect.not.stringMatching(/^8px$/), '8px', '8px']);
});

it('contains each card (layout, paint, style)', () => {
  renderAppointments();
  for (const card of screen.getAllByTestId('appointment-row'))
    expect(getComputedStyle(card).getPropertyValue('contain')).toBe('content');
});
