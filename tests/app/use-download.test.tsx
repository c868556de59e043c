// @vitest-environment jsdom
/**
 * A result's file is asked for once while its download runs, whichever screen asks: the results screen
 * left and opened again finds the first download still running (the worker's command replaced by one
 * that answers when the test says).
 */
import { act, renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useDownload } from '../../src/app/screens/results/use-download';

const fake = vi.hoisted(() => ({ calls: 0, answer: (_: unknown): unknown => undefined }));
vi.mock('../../src/app/live/results', () => ({
  resultCommands: {
    download: () => {
      fake.calls += 1;
      return new Promise((resolve) => {
        fake.answer = resolve;
      });
    },
  },
}));

it('a download still running when the screen is opened again is not asked for a second time', async () => {
  const file = { kind: 'attachment' as const, id: 2, title: 'Снимок', mimeType: 'image/png' };
  const first = renderHook(() => useDownload());
  act(() => void first.result.current.download(file));
  act(() => void first.result.current.download(file));
  expect(fake.calls).toBe(1);
  // The patient steps back and opens the results again while the file still comes.
  first.unmount();
  const second = renderHook(() => useDownload());
  expect(second.result.current.busy.has('attachment:2')).toBe(true);
  act(() => void second.result.current.download(file));
  expect(fake.calls).toBe(1);
  await act(async () => {
    fake.answer({ ok: false, error: { kind: 'server', errors: {} } });
  });
  expect(second.result.current.busy.has('attachment:2')).toBe(false);
});
