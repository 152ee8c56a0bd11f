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
    logIn: build.mutation<unknown, void>({
      query: () => ({ url: '/log-in', method: 'POST' }),
      extraOptions: { unkeyedWrite: true },
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
    /** An answer of the fake BFF: a status and error code, or an Error for a lost connection. */
    type Answer = number | { status: number; code: string; retryAfter?: string } | Error;
    const unknownOutcome = { status: 503, code: 'WRITE_OUTCOME_UNKNOWN' };
    const inProgress = { status: 503, code: 'WRITE_IN_PROGRESS', retryAfter: '1' };

    /**
     * Replaces fetch with answers in turn, the last repeated; records each write's key and when it
     * was sent (ms since the first one, on Jest's fake clock).
     */
    function answerInTurn(...answers: Answer[]) {
      const keys: (string | null)[] = [];
      const times: number[] = [];
      let firstAt = 0;
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === '/api/v2/client-config') {
          return jsonResponse(200, DEFAULT_CLIENT_CONFIG);
        }
        keys.push(request.headers.get('Idempotency-Key'));
        if (times.length === 0) {
          firstAt = Date.now();
        }
        times.push(Date.now() - firstAt);
        const answer = answers[Math.min(keys.length, answers.length) - 1] ?? 200;
        if (answer instanceof Error) {
          throw answer;
        }
        const { status, code, retryAfter } = typeof answer === 'number' ? { status: answer, code: 'X', retryAfter: undefined } : answer;
        if (status < 400) {
          return jsonResponse(status, { done: keys.length });
        }
        const response = jsonResponse(status, { statusCode: status, code, message: 'No.' });
        if (retryAfter) {
          response.headers.set('Retry-After', retryAfter);
        }
        return response;
      });
      return { keys, times };
    }

    async function poke(arg?: { key?: string }) {
      jest.useFakeTimers();
      // No spread: the waits are exactly WRITE_RETRY_DELAYS_MS.
      jest.spyOn(Math, 'random').mockReturnValue(0.5);
      const ctx = setup();
      unregister = ctx.unregister;
      const pending = arg
        ? ctx.store.dispatch(probeApi.endpoints.pokeWithKey.initiate(arg.key))
        : ctx.store.dispatch(probeApi.endpoints.poke.initiate());
      await jest.advanceTimersByTimeAsync(60_000);
      return pending;
    }

    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('sends a new Idempotency-Key with each write, and none with a read', async () => {
      const { keys } = answerInTurn(200);
      await poke();
      await poke();
      const ctx = setup();
      await ctx.store.dispatch(probeApi.endpoints.probe.initiate());
      ctx.unregister();

      expect(keys).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID), null]);
      expect(keys[0]).not.toBe(keys[1]);
    });

    it('sends a write again with the same key after a lost connection, and answers the success', async () => {
      const { keys } = answerInTurn(new TypeError('Failed to fetch'), 200);

      const result = await poke();

      expect(result.data).toEqual({ done: 2 });
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it.each([
      ['a lost connection', new TypeError('Failed to fetch')],
      ['502', 502],
      ['504', 504],
      ['503 WRITE_OUTCOME_UNKNOWN', unknownOutcome],
      ['503 without a code (a proxy)', { status: 503, code: undefined as unknown as string }],
    ])('keeps asking after %s with the same key, waiting longer each time, until the answer comes', async (_what, answer) => {
      const { keys, times } = answerInTurn(answer, answer, answer, answer, answer, 201);

      const result = await poke();

      expect(result.data).toEqual({ done: 6 });
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(UUID);
      // 500, 1000, 2000, 4000, 4000 ms between sends (fetch answers at once here).
      expect(times.slice(1).map((at, i) => at - times[i])).toEqual([500, 1000, 2000, 4000, 4000]);
    });

    it('waits on WRITE_IN_PROGRESS (the first attempt still runs) for at least its Retry-After, then answers the stored result', async () => {
      const { keys, times } = answerInTurn(unknownOutcome, inProgress, inProgress, 200);

      const result = await poke();

      expect(result.data).toEqual({ done: 4 });
      expect(new Set(keys).size).toBe(1);
      expect(times.slice(1).map((at, i) => at - times[i])).toEqual([500, 1000, 2000]);
    });

    it('gives up after 30 s in all with an answer that says to check whether it was saved', async () => {
      const { keys, times } = answerInTurn(unknownOutcome);

      const result = await poke();

      expect(times.at(-1)).toBeLessThanOrEqual(30_000);
      expect(times.at(-1)).toBeGreaterThan(20_000);
      expect(keys.length).toBeGreaterThan(5);
      expect(new Set(keys).size).toBe(1);
      expect(result.error).toEqual({
        status: 503,
        data: {
          statusCode: 503,
          code: 'WRITE_OUTCOME_UNKNOWN',
          message: 'We could not confirm whether this was saved. It may have been: reload the page and look for it before trying again.',
        },
      });
    });

    it('gives up with the check-for-it answer when a refusal follows an unknown outcome (the first may have been saved)', async () => {
      const { keys } = answerInTurn(unknownOutcome, { status: 503, code: 'SERVICE_UNAVAILABLE' });

      const result = await poke();

      expect(keys.length).toBeGreaterThan(5);
      expect(result.error).toMatchObject({ status: 503, data: { code: 'WRITE_OUTCOME_UNKNOWN' } });
    });

    it('answers the last refusal when every answer said the write was not done', async () => {
      const { keys } = answerInTurn({ status: 503, code: 'SERVICE_UNAVAILABLE' });

      const result = await poke();

      expect(keys.length).toBeGreaterThan(5);
      expect(result.error).toMatchObject({ status: 503, data: { code: 'SERVICE_UNAVAILABLE' } });
    });

    it.each([400, 401, 409, 422, 500])('stops at a definite answer: %i after an unknown outcome is answered as is', async (status) => {
      const { keys } = answerInTurn(unknownOutcome, status);

      const result = await poke();

      expect(keys).toHaveLength(2);
      expect(result.error).toMatchObject({ status });
    });

    it.each([400, 401, 409, 422, 500])('does not retry a write answered %i', async (status) => {
      const { keys } = answerInTurn(status);

      await poke();

      expect(keys).toHaveLength(1);
    });

    it('keeps a key the caller chose', async () => {
      const { keys } = answerInTurn(unknownOutcome, 200);

      await poke({ key: 'chosen-key' });

      expect(keys).toEqual(['chosen-key', 'chosen-key']);
    });

    describe('not keyed by its service (log-in)', () => {
      async function logIn() {
        jest.useFakeTimers();
        jest.spyOn(Math, 'random').mockReturnValue(0.5);
        const ctx = setup({ loggedInAs: null });
        unregister = ctx.unregister;
        const pending = ctx.store.dispatch(probeApi.endpoints.logIn.initiate());
        await jest.advanceTimersByTimeAsync(60_000);
        return pending;
      }

      it.each([
        ['a lost connection', new TypeError('Failed to fetch')],
        ['503 WRITE_OUTCOME_UNKNOWN', unknownOutcome],
        ['502', 502],
      ])('is not sent again after %s, and its answer is not replaced', async (_what, answer) => {
        const { keys } = answerInTurn(answer, 200);

        const result = await logIn();

        expect(keys).toHaveLength(1);
        expect(result.error).not.toMatchObject({ data: { code: 'WRITE_OUTCOME_UNKNOWN', message: expect.stringMatching(/reload/) } });
      });

      it('is sent again at most twice when surely refused (503 SERVER_BUSY)', async () => {
        const { keys } = answerInTurn({ status: 503, code: 'SERVER_BUSY', retryAfter: '1' });

        const result = await logIn();

        expect(keys).toHaveLength(3);
        expect(result.error).toMatchObject({ status: 503, data: { code: 'SERVER_BUSY' } });
      });
    });
  });
});
