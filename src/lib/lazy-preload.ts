import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy with a `preload()`: once the module has arrived, the component
 * renders synchronously, without suspending. A prerendered page hydrates after
 * its route's module is loaded (src/app/main.tsx), so hydration does not stop
 * at the page's own boundary.
 */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<ComponentType<P>>;
};

/** A thenable that calls back at once: React.lazy then reads the module without suspending. */
function resolved<T>(value: T) {
  return { then: (onFulfilled: (v: T) => unknown) => onFulfilled(value) };
}

export function lazyPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk may be retried by the next render (the network may be back).
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(
    () =>
      (loaded
        ? resolved({ default: loaded })
        : preload().then((c) => ({ default: c }))) as Promise<{
        default: ComponentType<P>;
      }>,
  );
  return Object.assign(Component, { preload });
}
