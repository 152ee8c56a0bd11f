import type { LoggedUser } from '@lakbay/contracts';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '@/app/store';
import { registerNavigator, type Navigator } from '@/lib/navigation';
import { loggedIn } from '@/lib/state';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { api } from './api';

// Test-only endpoints: one query and one mutation, to see the base query as features will use it.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/probe' }),
    poke: build.mutation<unknown, void>({ query: () => ({ url: '/poke', method: 'POST' }) }),
  }),
});

const unauthorized = () => jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please log in.' });

interface SetupOptions {
  loggedInAs?: LoggedUser | null;
  path?: string;
}

function setup({ loggedInAs = aLoggedUser(), path = '/' }: SetupOptions = {}) {
  localStorage.clear();
  window.history.pushState({}, '', path);
  const { store } = makeStore();
  if (loggedInAs) {
    store.dispatch(loggedIn(loggedInAs));
  }
  const navigate = jest.fn<Navigator>();
  const unregister = registerNavigator(navigate);
  return { store, navigate, unregister };
}

describe('sessionBaseQuery', () => {
  let unregister: () => void = () => undefined;

  afterEach(() => {
    unregister();
    jest.useRealTimers();
  });

  describe('Authorization header', () => {
    it('sends "Bearer <sessionCookie>" when logged in', async () => {
      const calls = mockFetch(() => jsonResponse(200, { ok: true }));
      const ctx = setup({ loggedInAs: aLoggedUser({ sessionCookie: 'tok-123' }) });
      unregister = ctx.unregister;

      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());

      expect(calls).toEqual([{ method: 'GET', path: '/api/v2/probe', authorization: 'Bearer tok-123', body: undefined }]);
    });

    it('sends an empty header when logged out', async () => {
      const calls = mockFetch(() => jsonResponse(200, { ok: true }));
      const ctx = setup({ loggedInAs: null });
      unregister = ctx.unregister;

      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());

      expect(calls[0]?.authorization).toBe('');
    });
  });

  describe('on 401', () => {
    beforeEach(() => {
      mockFetch(unauthorized);
    });

    it('clears the session and sends the browser to /logout under /my', async () => {
      const ctx = setup({ path: '/my/profile' });
      unregister = ctx.unregister;

      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());

      expect(ctx.store.getState().appState).toMatchObject({ loggedUser: null, isAuth: false });
      expect(ctx.navigate).toHaveBeenCalledWith('/logout', { replace: true });
      expect(ctx.store.getState().ui.loginModalOpen).toBe(false);
    });

    it('clears the session and opens the login modal elsewhere', async () => {
      const ctx = setup({ path: '/careers' });
      unregister = ctx.unregister;

      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());

      expect(ctx.store.getState().appState).toMatchObject({ loggedUser: null, isAuth: false });
      expect(ctx.store.getState().ui.loginModalOpen).toBe(true);
      expect(ctx.navigate).not.toHaveBeenCalled();
    });

    it('treats /my-something as outside the /my area', async () => {
      const ctx = setup({ path: '/mystery' });
      unregister = ctx.unregister;

      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());

      expect(ctx.store.getState().ui.loginModalOpen).toBe(true);
      expect(ctx.navigate).not.toHaveBeenCalled();
    });

    it('drops cached answers of the user who was logged out', async () => {
      let status = 200;
      mockFetch(() => (status === 200 ? jsonResponse(200, { secret: 'mine' }) : unauthorized()));
      const ctx = setup({ path: '/careers' });
      unregister = ctx.unregister;
      const first = ctx.store.dispatch(probeApi.endpoints.probe.initiate());
      await first;
      expect(probeApi.endpoints.probe.select()(ctx.store.getState()).data).toEqual({ secret: 'mine' });

      status = 401;
      await ctx.store.dispatch(probeApi.endpoints.poke.initiate());
      // The reset waits for the failing call to settle (its caller still learns the 401).
      await new Promise((resolve) => setTimeout(resolve, 0));

      expect(probeApi.endpoints.probe.select()(ctx.store.getState()).data).toBeUndefined();
      first.unsubscribe();
    });
  });

  describe('retries', () => {
    it('retries a failing query 3 times, then gives up', async () => {
      jest.useFakeTimers();
      const calls = mockFetch(() => jsonResponse(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try later.' }));
      const ctx = setup();
      unregister = ctx.unregister;

      const pending = ctx.store.dispatch(probeApi.endpoints.probe.initiate());
      await jest.advanceTimersByTimeAsync(60_000);
      const result = await pending;

      expect(result.error).toMatchObject({ status: 503 });
      expect(calls).toHaveLength(4);
    });

    it.each([400, 401, 403, 404])('does not retry a query answered %i', async (status) => {
      jest.useFakeTimers();
      const calls = mockFetch(() => jsonResponse(status, { statusCode: status, code: 'X', message: 'No.' }));
      const ctx = setup();
      unregister = ctx.unregister;

      const pending = ctx.store.dispatch(probeApi.endpoints.probe.initiate());
      await jest.advanceTimersByTimeAsync(60_000);
      await pending;

      expect(calls).toHaveLength(1);
    });

    it('never retries a mutation', async () => {
      jest.useFakeTimers();
      const calls = mockFetch(() => jsonResponse(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try later.' }));
      const ctx = setup();
      unregister = ctx.unregister;

      const pending = ctx.store.dispatch(probeApi.endpoints.poke.initiate());
      await jest.advanceTimersByTimeAsync(60_000);
      await pending;

      expect(calls).toHaveLength(1);
    });
  });
});
