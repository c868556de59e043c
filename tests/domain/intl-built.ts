/**
 * Counts the Intl formatters and collators built while `run` runs: building one costs far more than
 * using it, so a list's rows must not build one each.
 */
type Kind = 'DateTimeFormat' | 'Collator';

export function intlBuilt(kind: Kind, run: () => void): number {
  const real = Intl[kind] as unknown as new (...args: unknown[]) => object;
  let built = 0;
  // biome-ignore lint/complexity/useArrowFunction: the code under test calls it with `new`, which an arrow refuses.
  const counting = function (...args: unknown[]) {
    built += 1;
    return new real(...args);
  };
  Object.assign(counting, real);
  (Intl as unknown as Record<Kind, unknown>)[kind] = counting;
  try {
    run();
  } finally {
    (Intl as unknown as Record<Kind, unknown>)[kind] = real;
  }
  return built;
}
