export interface NavigateOptions {
  replace?: boolean;
}
export type Navigator = (to: string, options?: NavigateOptions) => void;

// Code outside React (the API base query) must still route without a full page load. The app
// registers its router here; until then a plain browser navigation is the honest fallback.
const browserNavigator: Navigator = (to, options) => {
  if (options?.replace) {
    window.location.replace(to);
  } else {
    window.location.assign(to);
  }
};

let current: Navigator = browserNavigator;

/** Routes later calls to navigateTo through `navigator`; returns a function that undoes it. */
export function registerNavigator(navigator: Navigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) {
      current = browserNavigator;
    }
  };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  current(to, options);
}
