import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { LoggedUser } from '@lakbay/contracts';
import { makeStore } from '@/app/store';
import { loggedIn } from '@/lib/state';
import { aLoggedUser } from '@/test-utils/fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { useRequest, type ApiRequest, type UseRequestOptions } from './use-request';

function setup(request: ApiRequest | null, options?: UseRequestOptions, user?: LoggedUser) {
  localStorage.clear();
  window.history.pushState({}, '', '/careers');
  const { store } = makeStore();
  if (user) {
    store.dispatch(loggedIn(user));
  }
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useRequest<{ items: string[] }>(request, options), { wrapper });
  return { store, ...hook };
}

describe('useRequest', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('exposes loading, then the result, loaded and the status code', async () => {
    const calls = mockFetch(() => jsonResponse(200, { items: ['a'] }));
    const { result } = setup({ url: '/things', params: { page: 2 } });

    expect(result.current.loading).toBe(true);
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ result: { items: ['a'] }, loading: false, error: null, statusCode: 200 });
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/api/v2/things?page=2' })]);
  });

  it('refresh calls again', async () => {
    let n = 0;
    mockFetch(() => jsonResponse(200, { items: [String(++n)] }));
    const { result } = setup({ url: '/things' });
    await waitFor(() => expect(result.current.result).toEqual({ items: ['1'] }));

    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.result).toEqual({ items: ['2'] }));
  });

  it('reports the error and status code, without retrying a 404', async () => {
    const calls = mockFetch(() => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No such thing.' }));
    const { result } = setup({ url: '/things/x' });

    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ result: undefined, statusCode: 404, error: { status: 404, message: 'No such thing.' } });
    expect(calls).toHaveLength(1);
  });

  it('retries a failing read at most 3 times', async () => {
    jest.useFakeTimers();
    const calls = mockFetch(() => jsonResponse(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try later.' }));
    const { result } = setup({ url: '/things' });

    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(calls).toHaveLength(4);
    expect(result.current.statusCode).toBe(503);
  });

  it('in lazy mode calls nothing until sent', async () => {
    const calls = mockFetch(() => jsonResponse(200, { items: [] }));
    const { result } = setup({ url: '/things' }, { lazy: true });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls).toHaveLength(0);
    expect(result.current).toMatchObject({ loading: false, loaded: false, statusCode: null });

    await act(async () => {
      await expect(result.current.send()).resolves.toEqual({ items: [] });
    });
    expect(calls).toHaveLength(1);
    expect(result.current.loaded).toBe(true);
  });

  // Writes answered 502-504 or not at all are retried with their key (session-base-query.test.ts).
  it('sends a PATCH with its body and headers only when asked, and does not repeat a refused one', async () => {
    const calls = mockFetch(() => jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: 'Try later.' }));
    const { result } = setup({ url: '/admin/updateCoachIsActive', method: 'PATCH', headers: { 'X-Reason': 'test' } });
    expect(calls).toHaveLength(0);

    await act(async () => {
      await expect(result.current.send({ body: { username: 'ana', isActive: true } })).rejects.toMatchObject({
        status: 409,
        message: 'Try later.',
      });
    });
    expect(calls).toEqual([
      expect.objectContaining({ method: 'PATCH', path: '/api/v2/admin/updateCoachIsActive', body: { username: 'ana', isActive: true } }),
    ]);
    expect(result.current.error).toMatchObject({ status: 409 });
  });

  it('opens the login modal on a 401', async () => {
    mockFetch(() => jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please log in.' }));
    const { result, store } = setup({ url: '/auth/me' });

    await waitFor(() => expect(result.current.statusCode).toBe(401));
    expect(store.getState().ui.loginModalOpen).toBe(true);
  });

  it('still reports a lazy 401 after it ended the session (which empties the cache)', async () => {
    mockFetch(() => jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please log in.' }));
    const { result, store } = setup({ url: '/auth/me' }, { lazy: true }, aLoggedUser());

    await act(async () => {
      await expect(result.current.send()).rejects.toMatchObject({ status: 401 });
    });
    expect(store.getState().appState.isAuth).toBe(false);
    expect(store.getState().ui.loginModalOpen).toBe(true);
    expect(result.current).toMatchObject({ statusCode: 401, loaded: true, error: { message: 'Please log in.' } });
  });
});
