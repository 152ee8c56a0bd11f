import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Persistor } from 'redux-persist';
import { AppProviders } from './providers';
import { makeStore, rehydrated } from './store';

function Page() {
  return <p>The page</p>;
}

describe('AppProviders', () => {
  afterEach(cleanup);

  it('draws the page in its very first render once local storage has been read (no loader, no second render)', async () => {
    localStorage.clear();
    const { store, persistor } = makeStore();
    await rehydrated(persistor);
    const rendered = jest.fn();
    function Counted() {
      rendered();
      return <Page />;
    }
    // Every element ever added, loader included, even if removed again before the test looks.
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <AppProviders store={store} persistor={persistor}>
        <Counted />
      </AppProviders>,
    );
    const added = observer
      .takeRecords()
      .flatMap((record) => [...record.addedNodes])
      .flatMap((node) => (node instanceof HTMLElement ? [node, ...node.querySelectorAll('*')] : []));
    observer.disconnect();
    expect(screen.getByText('The page')).toBeTruthy();
    expect(added.filter((element) => element.getAttribute('role') === 'status')).toEqual([]);
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('shows the loader until local storage has been read, then the page', () => {
    const { store } = makeStore();
    // A persistor still reading local storage, finished by the test.
    let state = { bootstrapped: false, registry: [] as string[] };
    const listeners = new Set<() => void>();
    const reading = {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as Persistor;
    render(
      <AppProviders store={store} persistor={reading}>
        <Page />
      </AppProviders>,
    );
    expect(screen.queryByText('The page')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      state = { ...state, bootstrapped: true };
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe(rehydrated.name, () => {
  it('resolves once redux-persist has read local storage, and at once after that', async () => {
    localStorage.clear();
    const { persistor } = makeStore();
    expect(persistor.getState().bootstrapped).toBe(false);
    await rehydrated(persistor);
    expect(persistor.getState().bootstrapped).toBe(true);
    await expect(rehydrated(persistor)).resolves.toBeUndefined();
  });
});
