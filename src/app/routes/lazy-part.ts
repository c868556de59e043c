/**
 * React.lazy, but a part loaded ahead (`preload()`) renders at once instead of suspending for a tick.
 * Screens use it through routes/screens.ts; a screen uses it for a part it shows at once but keeps in
 * a chunk of its own (the schedule): the screen's module exports `preloadParts`, which the router
 * awaits with the screen's chunk, so the first commit shows the part and replaces the page's own HTML
 * box for box instead of painting a placeholder that the part then pushes around.
 */
import { type ComponentType, createElement, lazy, useState } from 'react';

export type LazyPart<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  // Chosen once per mount: switching from Lazy to the loaded component later would remount the part.
  const Part = ((props: P) => {
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(type, props);
  }) as LazyPart<P>;
  Part.preload = preload;
  return Part;
}
