import { createElement, use, type ComponentType } from 'react';

/** The pages whose load failed, each with how to forget the failure. */
const failedLoads = new Set<() => void>();

/**
 * Lets every page whose load failed load again on its next render. Called when the network is back,
 * or when the person asks to try again: a failure is kept until then, so React's own second render
 * after an error does not start a new load at once (and a failed chunk is not fetched in a loop).
 */
export function forgetFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * A page loaded on first use, as React.lazy, but one whose load failed can load again
 * (forgetFailedLoads). React.lazy keeps a failed load for good, so a page opened offline would stay
 * broken once the network was back (docs/product/shell.md "Errors", issue 18 §1).
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> & { preload: () => void } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const forget = () => {
    loading = undefined;
  };
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failedLoads.add(forget);
        throw error;
      },
    ));
  function LazyPage(props: Props) {
    if (loaded) return createElement(loaded, props);
    return createElement(use(start()), props);
  }
  // Starts the load before the page renders, so a page nested in a lazy layout need not wait for it (issue 19 §1).
  LazyPage.preload = () => void start().catch(() => undefined);
  return LazyPage;
}
