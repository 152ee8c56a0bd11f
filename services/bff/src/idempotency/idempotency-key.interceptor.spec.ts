import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lakbay/contracts';
import { type CallContext, ServiceError, runInCall } from '@lakbay/platform';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { lastValueFrom, of } from 'rxjs';
import { IDEMPOTENCY_KEY_INVALID, requestFingerprint } from './idempotency-key';
import { IdempotencyKeyInterceptor } from './idempotency-key.interceptor';

interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  multipart?: boolean;
}

/** Runs the interceptor on a request; answers the call as the services would receive it. */
async function through(request: FakeRequest): Promise<CallContext> {
  const call: CallContext = { requestId: 'r-1' };
  const http = { ...request, isMultipart: () => request.multipart ?? false };
  const context = new ExecutionContextHost([http, {}]);
  context.setType('http');
  await runInCall(call, () => lastValueFrom(new IdempotencyKeyInterceptor().intercept(context, { handle: () => of('done') })));
  return call;
}

const signup = { method: 'POST', url: '/api/v2/auth/signup', body: { email: 'a@b.ph', password: 'kalamansi-jeepney-42' } };

describe(IdempotencyKeyInterceptor.name, () => {
  it('puts the key and the fingerprint of the request into the call of a write', async () => {
    const call = await through({ ...signup, headers: { 'idempotency-key': 'k-1' } });
    expect(call).toMatchObject({ idempotencyKey: 'k-1', idempotencyFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('fingerprints the same body the same, whatever its field order, and another body otherwise', async () => {
    const a = await through({ ...signup, headers: { 'idempotency-key': 'k' } });
    const reordered = await through({
      ...signup,
      body: { password: 'kalamansi-jeepney-42', email: 'a@b.ph' },
      headers: { 'idempotency-key': 'k' },
    });
    const other = await through({
      ...signup,
      body: { email: 'c@b.ph', password: 'kalamansi-jeepney-42' },
      headers: { 'idempotency-key': 'k' },
    });
    const elsewhere = await through({ ...signup, url: '/api/v2/auth/signup-coach', headers: { 'idempotency-key': 'k' } });
    expect(reordered.idempotencyFingerprint).toBe(a.idempotencyFingerprint);
    expect(other.idempotencyFingerprint).not.toBe(a.idempotencyFingerprint);
    expect(elsewhere.idempotencyFingerprint).not.toBe(a.idempotencyFingerprint);
  });

  it('fingerprints a multipart upload by its route only', () => {
    const upload = { method: 'POST', url: '/api/v2/users/me/avatar', multipart: true };
    expect(requestFingerprint({ ...upload, body: 'one file' })).toBe(requestFingerprint({ ...upload, body: undefined }));
  });

  it('leaves the call alone without a key, and for reads', async () => {
    expect(await through({ ...signup, headers: {} })).toEqual({ requestId: 'r-1' });
    expect(await through({ method: 'GET', url: '/api/v2/careers', headers: { 'idempotency-key': 'not checked here' } })).toEqual({
      requestId: 'r-1',
    });
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'clé'],
    ['sent twice', ['k-1', 'k-2']],
  ])('refuses a key that is %s with 400 on the Idempotency-Key field', async (_what, key) => {
    const refused = through({ ...signup, headers: { 'idempotency-key': key } });
    await expect(refused).rejects.toBeInstanceOf(ServiceError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: ErrorCode.VALIDATION_FAILED,
      details: [{ property: 'Idempotency-Key', constraints: [IDEMPOTENCY_KEY_INVALID] }],
    });
  });

  it('accepts 255 visible ASCII characters', async () => {
    const key = '!~'.repeat(127) + 'a';
    expect((await through({ ...signup, headers: { 'idempotency-key': key } })).idempotencyKey).toBe(key);
  });
});
