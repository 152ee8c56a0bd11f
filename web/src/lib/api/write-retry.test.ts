import { describe, expect, it } from '@jest/globals';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { classifyWriteAnswer, retryDelayMs, WRITE_RETRY_DELAYS_MS } from './write-retry';

const failed = (error: FetchBaseQueryError) => ({ error });
const coded = (status: number, code: string) => failed({ status, data: { statusCode: status, code, message: 'x' } });

describe(classifyWriteAnswer.name, () => {
  it('takes a success and every answer that says what was done as final', () => {
    expect(classifyWriteAnswer({})).toBe('final');
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500]) {
      expect(classifyWriteAnswer(coded(status, 'X'))).toBe('final');
    }
  });

  it('takes no answer, a gateway error and the BFF saying so as unknown', () => {
    expect(classifyWriteAnswer(failed({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }))).toBe('unknown');
    expect(classifyWriteAnswer(failed({ status: 'TIMEOUT_ERROR', error: 'AbortError' }))).toBe('unknown');
    expect(classifyWriteAnswer(coded(502, 'X'))).toBe('unknown');
    expect(classifyWriteAnswer(coded(504, 'X'))).toBe('unknown');
    expect(classifyWriteAnswer(coded(503, 'WRITE_OUTCOME_UNKNOWN'))).toBe('unknown');
    expect(classifyWriteAnswer(coded(503, 'WRITE_IN_PROGRESS'))).toBe('unknown');
    expect(classifyWriteAnswer(failed({ status: 'PARSING_ERROR', originalStatus: 503, data: '<html>', error: 'x' }))).toBe('unknown');
  });

  it('takes a 503 that says the service did nothing as refused', () => {
    expect(classifyWriteAnswer(coded(503, 'SERVICE_UNAVAILABLE'))).toBe('refused');
    expect(classifyWriteAnswer(coded(503, 'SERVER_BUSY'))).toBe('refused');
  });
});

describe(retryDelayMs.name, () => {
  it('waits longer before each retry up to the last delay, spread by a quarter either way', () => {
    expect(retryDelayMs(0, () => 0)).toBe(WRITE_RETRY_DELAYS_MS[0] * 0.75);
    expect(retryDelayMs(0, () => 1)).toBe(WRITE_RETRY_DELAYS_MS[0] * 1.25);
    expect(retryDelayMs(1, () => 0.5)).toBe(WRITE_RETRY_DELAYS_MS[1]);
    expect(retryDelayMs(9, () => 0.5)).toBe(WRITE_RETRY_DELAYS_MS.at(-1));
  });

  it('waits at least as long as a Retry-After in seconds asks, up to 10 s', () => {
    expect(retryDelayMs(0, () => 0, '1')).toBe(1000);
    expect(retryDelayMs(0, () => 1, '1')).toBe(1250);
    expect(retryDelayMs(2, () => 0.5, '1')).toBe(WRITE_RETRY_DELAYS_MS[2]);
    expect(retryDelayMs(0, () => 0, '3600')).toBe(10_000);
    expect(retryDelayMs(0, () => 0, 'Wed, 21 Oct 2026 07:28:00 GMT')).toBe(WRITE_RETRY_DELAYS_MS[0] * 0.75);
  });
});
