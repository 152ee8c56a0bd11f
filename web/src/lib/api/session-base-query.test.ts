import type { LoggedUser } from '@lakbay/contracts';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '@/app/store';
import { registerNavigator, type Navigator } from '@/lib/navigation';
import { languageChosen, loggedIn } from '@/lib/state';
import { DEFAULT_CLIENT_CONFIG, jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { api } from './api';

// Test-only endpoints: one query and one mutation, to see the base query as features will use it.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/probe' }),
    poke: build.mutation<unknown, void>({ query: () => ({ url: '/poke', method: 'POST' }) }),
    pokeWithKey: build.mutation<unknown, string | undefined>({
      query: (key) => ({ url: '/poke', method: 'POST', headers: { 'Idempotency-Key': key } }),
    }),
  }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

  describe('Accept-Language header', () => {
    /** Replaces fetch with a server answering 200; records the Accept-Language of each call but the shell's config read. */
    function recordLanguages() {
      const languages: (string | null)[] = [];
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === '/api/v2/client-config') {
          return jsonResponse(200, DEFAULT_CLIENT_CONFIG);
        }
        languages.push(request.headers.get('Accept-Language'));
        return jsonResponse(200, { ok: true });
      });
      return languages;
    }

    it("sends the interface's language on reads and writes, following a switch", async () => {
      const languages = recordLanguages();
      // Logged out: a switch while logged in also PATCHes the account's language (a call of its own).
      const ctx = setup({ loggedInAs: null });
      unregister = ctx.unregister;
      ctx.store.dispatch(languageChosen('en'));

      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());
      ctx.store.dispatch(languageChosen('fil'));
      await ctx.store.dispatch(probeApi.endpoints.poke.initiate());
      await ctx.store.dispatch(probeApi.endpoints.probe.initiate(undefined, { forceRefetch: true }));

      expect(languages).toEqual(['en', 'fil', 'fil']);
    });

    it("sends the browser's language (Filipino for tl) before one is chosen, logged out too", async () => {
      const languages = recordLanguages();
      const browser = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['tl-PH', 'en-US']);
      const ctx = setup({ loggedInAs: null });
      unregister = ctx.unregister;

      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());
      browser.mockRestore();

      expect(languages).toEqual(['fil']);
    });
  });

  describe('on 401', () => {
    beforeEach(() => {
      mockFetch(unauthorized);
    });

    it('sends the browser to /logout under /my, which ends the session there', async () => {
      const ctx = setup({ path: '/my/profile' });
      unregister = ctx.unregister;

      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());

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
  });

  describe('writes', () => {
    /** Replaces fetch with answers in turn (an Error is a lost connection); records each call's key. */
    function answerInTurn(...answers: (number | Error)[]) {
      const keys: (string | null)[] = [];
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === '/api/v2/client-config') {
          return jsonResponse(200, DEFAULT_CLIENT_CONFIG);
        }
        keys.push(request.headers.get('Idempotency-Key'));
        const answer = answers[Math.min(keys.length, answers.length) - 1] ?? 200;
        if (answer instanceof Error) {
          throw answer;
        }
        return jsonResponse(answer, answer < 400 ? { done: keys.length } : { statusCode: answer, code: 'X', message: 'No.' });
      });
      return keys;
    }

    async function poke(arg?: { key?: string }) {
      jest.useFakeTimers();
      const ctx = setup();
      unregister = ctx.unregister;
      const pending = arg
        ? ctx.store.dispatch(probeApi.endpoints.pokeWithKey.initiate(arg.key))
        : ctx.store.dispatch(probeApi.endpoints.poke.initiate());
      await jest.advanceTimersByTimeAsync(60_000);
      return pending;
    }

    it('sends a new Idempotency-Key with each write, and none with a read', async () => {
      const keys = answerInTurn(200);
      await poke();
      await poke();
      const ctx = setup();
      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());
      ctx.unregister();

      expect(keys).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID), null]);
      expect(keys[0]).not.toBe(keys[1]);
    });

    it('sends a write again with the same key after a lost connection, and answers the success', async () => {
      const keys = answerInTurn(new TypeError('Failed to fetch'), 200);

      const result = await poke();

      expect(result.data).toEqual({ done: 2 });
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it.each([502, 503, 504])('retries a write answered %i twice with the same key, then gives up with the error', async (status) => {
      const keys = answerInTurn(status);

      const result = await poke();

      expect(result.error).toMatchObject({ status });
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
    });

    it.each([400, 401, 409, 422, 500])('does not retry a write answered %i', async (status) => {
      const keys = answerInTurn(status);

      await poke();

      expect(keys).toHaveLength(1);
    });

    it('keeps a key the caller chose', async () => {
      const keys = answerInTurn(503, 200);

      await poke({ key: 'chosen-key' });

      expect(keys).toEqual(['chosen-key', 'chosen-key']);
    });
  });
});
