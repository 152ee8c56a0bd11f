import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useRef, useState } from 'react';
import { api } from './api';
import { describeApiError, type ApiErrorInfo } from './api-error';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call to the BFF. `url` is relative to /api/v2, e.g. '/users' or `/users/${id}/challengesNew/${cid}`. */
export interface ApiRequest {
  url: string;
  /** GET when absent. */
  method?: RequestMethod;
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the generic endpoints keep: the body and the HTTP status it came with. */
interface RawResult {
  data: unknown;
  status: number;
}

const toFetchArgs = ({ url, method = 'GET', params, body, headers }: ApiRequest) => ({ url, method, params, body, headers });
const keepStatus = (data: unknown, meta: { response?: Response } | undefined): RawResult => ({
  data,
  status: meta?.response?.status ?? 200,
});

// Two generic endpoints: reads are queries (cached, deduplicated, retried by the policy); writes
// are mutations (never cached; retried only with their Idempotency-Key, by the base query).
const requestApi = api.injectEndpoints({
  endpoints: (build) => ({
    genericRead: build.query<RawResult, ApiRequest>({ query: toFetchArgs, transformResponse: keepStatus }),
    genericWrite: build.mutation<RawResult, ApiRequest>({ query: toFetchArgs, transformResponse: keepStatus }),
  }),
});

export interface UseRequestOptions {
  /** No call until `send()`; writes (anything but GET) are always lazy. */
  lazy?: boolean;
}

export interface RequestState<T> {
  /** The answer's body, once one arrived. */
  result: T | undefined;
  /** A call is on its way (the first one or a refresh). */
  loading: boolean;
  /** The last call finished, successfully or not (see `error`). */
  loaded: boolean;
  /** The failure of the last call, ready for a toast or a form; null after a success. */
  error: ApiErrorInfo | null;
  /** HTTP status of the last answer; null before any, or when none arrived (offline). */
  statusCode: number | null;
  /** Repeats the last call (or makes the first one, for an eager read). */
  refresh: () => void;
  /** Makes the call, optionally with changes to the request; resolves with the body or rejects with ApiErrorInfo. */
  send: (changes?: Partial<ApiRequest>) => Promise<T>;
}

/**
 * The request helper of spec section 4, on the app's RTK Query API: the bearer header, the 401
 * rule (login modal, or /logout under /my) and the retry policy (none on 400, 401, 403 and 404,
 * at most 3 otherwise) all come from its base query.
 *
 * const { result, loading, error } = useRequest<Challenge[]>({ url: '/virapp/challenges' });
 * const save = useRequest({ url: `/users/${id}`, method: 'PATCH' }); save.send({ body: changes });
 *
 * Features with their own endpoints should prefer `api.injectEndpoints`; this hook is for the
 * one-off calls the spec describes (test screen, SSO, admin actions).
 */
export function useRequest<T = unknown>(request: ApiRequest | null, { lazy = false }: UseRequestOptions = {}): RequestState<T> {
  const isRead = (request?.method ?? 'GET') === 'GET';
  const eager = isRead && !lazy;
  const eagerRead = requestApi.useGenericReadQuery(eager && request ? request : skipToken);
  const [triggerRead, lazyRead] = requestApi.useLazyGenericReadQuery();
  const [triggerWrite, write] = requestApi.useGenericWriteMutation();
  const lastSent = useRef<ApiRequest | null>(null);
  // What the last send() got. Kept here, not only in RTK's cache: a 401 logs the user out, which
  // empties the cache, and the screen must still be able to say what happened.
  const [outcome, setOutcome] = useState<{ result: unknown; error: ApiErrorInfo | null; status: number | null } | null>(null);

  const send = useCallback(
    async (changes: Partial<ApiRequest> = {}): Promise<T> => {
      if (!request) {
        throw new Error('useRequest: nothing to send without a request');
      }
      const call = { ...request, ...changes };
      lastSent.current = call;
      const isWrite = (call.method ?? 'GET') !== 'GET';
      try {
        const answer = isWrite ? await triggerWrite(call).unwrap() : await triggerRead(call).unwrap();
        setOutcome({ result: answer.data, error: null, status: answer.status });
        return answer.data as T;
      } catch (error) {
        const info = describeApiError(error);
        setOutcome({ result: undefined, error: info, status: info.status });
        throw info;
      }
    },
    [request, triggerRead, triggerWrite],
  );

  const { refetch } = eagerRead;
  const refresh = useCallback(() => {
    if (eager) {
      void refetch();
    } else if (lastSent.current) {
      send(lastSent.current).catch(() => undefined);
    }
  }, [eager, refetch, send]);

  if (!eager) {
    const loading = isRead ? lazyRead.isFetching : write.isLoading;
    return {
      result: outcome?.result as T | undefined,
      loading,
      loaded: !loading && outcome !== null,
      error: outcome?.error ?? null,
      statusCode: outcome?.status ?? null,
      refresh,
      send,
    };
  }
  const error = eagerRead.isError ? describeApiError(eagerRead.error) : null;
  const data = eagerRead.isError ? undefined : eagerRead.data;
  return {
    result: data?.data as T | undefined,
    loading: eagerRead.isFetching,
    loaded: !eagerRead.isFetching && (eagerRead.isSuccess || eagerRead.isError),
    error,
    statusCode: data?.status ?? error?.status ?? null,
    refresh,
    send,
  };
}
