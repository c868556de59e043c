// @vitest-environment jsdom
/**
 * A long history's rows render once: a list that grows by a page (new arrays of the same appointments
 * and results, as every page's answer brings) renders only the new rows, not every row above them. The
 * rows' renders are counted through their translation hook, which every row calls once a render. A
 * page of rows builds no date formatter of its own (building one costs a row's render many times over).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { withBothLanguages } from './both-languages';
import { intlBuilt } from '../domain/intl-built';
import { testAppointment } from './support/appointment';
import { STATUS } from '../../src/domain/appointment-status';

const counted = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../src/app/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/app/i18n')>();
  return {
    ...real,
    useTranslation: (...args: Parameters<typeof real.useTranslation>) => {
      counted.renders += 1;
      return real.useTranslation(...args);
    },
  };
});

const { AppointmentRow } = await import('../../src/app/screens/appointments/AppointmentRow');

withBothLanguages();
afterEach(cleanup);

const appointment = (id: number) => testAppointment({ id, date: '2024-03-09', status: STATUS.FAILED });

const onCancel = () => {};
const frame = (children: ReactNode) => (
  <FluentProvider theme={webLightTheme}>
    <MemoryRouter>
      <ul>{children}</ul>
    </MemoryRouter>
  </FluentProvider>
);
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => appointment(index + 1)).map((item) => (
    <AppointmentRow
      key={item.id}
      appointment={item}
      today="2026-11-24"
      timeZone="Europe/Moscow"
      now="2026-11-24 09:00"
      onCancel={onCancel}
      onMove={onCancel}
    />
  ));

test('a page more of appointments renders the new rows only', () => {
  const view = render(frame(rows(10)));
  const firstPage = counted.renders;
  act(() => view.rerender(frame(rows(20))));
  expect(counted.renders - firstPage).toBe(firstPage);
});

test('a page of appointments writes its dates without building a formatter per row', () => {
  render(frame(rows(2)));
  cleanup();
  const built = intlBuilt('DateTimeFormat', () => {
    render(frame(rows(20)));
  });
  expect(built).toBe(0);
});
