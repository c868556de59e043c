import type { ViewState } from '../../../data';

/**
 * Which line a screen shows under stored data: `offline` when the network failed — this view's own
 * refresh, or any request of the worker while this view's data is still within its lifetime (it then
 * fetches nothing that could fail) —, `server` when the server did not answer well, `stale` when the
 * data is only old, null when there is nothing to say.
 */
export function dataAgeLine(
  view: Pick<ViewState<unknown>, 'data' | 'stale' | 'lastError'>,
  networkReachable: boolean | null,
): 'offline' | 'server' | 'stale' | null {
  if (view.data === null) return null;
  if (view.lastError === 'offline' || (networkReachable === false && view.lastError === null))
    return 'offline';
  if (view.lastError !== null) return 'server';
  return view.stale ? 'stale' : null;
}

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', Number.POSITIVE_INFINITY],
];

/** How long ago `at` was, in its largest whole unit, as Intl.RelativeTimeFormat takes it (negative: past). */
export function ageOf(at: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  let value = Math.max(0, Math.floor((now - at) / 1000));
  for (const [unit, next] of STEPS) {
    if (value < next) return { value: -value, unit };
    value = Math.floor(value / next);
  }
  return { value: -value, unit: 'week' };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();
/** «5 минут назад», «вчера», «just now»: the data's age in the reader's language. */
export function formatAge(at: number, now: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  const { value, unit } = ageOf(at, now);
  return format.format(value, unit);
}
