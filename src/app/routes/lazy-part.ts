/**
 * React.lazy, but sturdier and quicker: a failed chunk import is tried again (./retry-import.ts), a part
 * whose import still fails can be asked for again (forgetFailedParts, after which its next mount loads
 * anew, which React.lazy alone never does: it keeps the rejected promise), and a part loaded ahead (`preload()`) renders at once
 * instead of suspending for a tick.
 * Every lazy chunk of the app comes through here; ./LazyBoundary.tsx shows a failed one's retry in place.
 * Screens use it through routes/screens.ts; a screen uses it for a part it shows at once but keeps in
 * a chunk of its own (the schedule): the screen's module exports `preloadParts`, which the router
 * awaits with the screen's chunk, so the first commit shows the part and replaces the page's own HTML
 * box for box instead of painting a placeholder that the part then pushes around.
 */
import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';
import { importWithRetry } from './retry-import';

export type LazyPart<P> = ComponentType<P> & { preload(): Promise<unknown> };

/** Parts whose chunk failed for good, each with how to load it anew on the next mount. */
const failed = new Set<() => void>();

/**
 * Lets every failed part load again when next mounted (a retry asked for). Not done at the failure
 * itself: React renders a failed tree once more before it shows the error, and a fresh load there
 * would suspend again, and fail again, without end.
 */
export function forgetFailedParts(): void {
  for (const forget of failed) forget();
  failed.clear();
}

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, so any component's props infer.
export function lazyPart<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): LazyPart<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: C }> | null = null;
  const preload = () => {
    loading ??= importWithRetry(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed.add(() => {
          loading = null;
          Lazy = lazy(preload);
        });
        throw error;
      },
    );
    return loading;
  };
  let Lazy = lazy(preload);
  // Chosen once per mount: switching from Lazy to the loaded component later would remount the part.
  const Part = ((props: P) => {
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(type, props);
  }) as LazyPart<P>;
  Part.preload = preload;
  return Part;
}

/** lazyPart for a component its module exports by name: `lazyNamed(() => import('./Dialog'), 'Dialog')`. */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as lazyPart's.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPart<ComponentProps<M[K]>> {
  return lazyPart(() => load().then((module) => ({ default: module[name] })));
}
