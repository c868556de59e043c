// @vitest-environment jsdom
/**
 * A row's info button commits once when its list first shows: the popover's anchor comes from the click
 * that opens it, so nothing sets state in the first commit (a list of rows rendered every tip twice).
 * The click still opens the popover on that button.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, expect, test } from 'vitest';
import { InfoTip } from '../../src/app/common/InfoTip';

afterEach(cleanup);

test('an info button commits once on mount and opens on a click', async () => {
  const phases: string[] = [];
  render(
    <Profiler id="tip" onRender={(_id, phase) => phases.push(phase)}>
      <InfoTip label="О услуге" testId="tip">
        Подробнее
      </InfoTip>
    </Profiler>,
  );
  await act(async () => {});
  expect(phases).toEqual(['mount']);

  await act(async () => {
    fireEvent.click(screen.getByTestId('tip'));
  });
  expect(screen.getByTestId('tip').getAttribute('aria-expanded')).toBe('true');
});
