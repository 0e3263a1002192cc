import { createElement, lazy, type ComponentType } from 'react';

export interface LazyComponent<P extends object> {
  /** Renders the component; suspends (React.lazy) only while its code is not loaded yet. */
  Component: ComponentType<P>;
  /** Loads its code, once; a failed load is tried again next time. */
  load: () => Promise<void>;
}

/**
 * A component loaded on first use, like React.lazy, but which renders at once, without suspending,
 * when its code was loaded beforehand (e.g. by a route's loader). React.lazy always suspends on its
 * first render, and React holds back the content that follows a shown fallback for up to 300 ms.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Component(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return { Component, load: () => loadOnce().then(() => undefined) };
}
