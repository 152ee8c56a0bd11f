import { ErrorCode } from '@lakbay/contracts';
import { PlatformError, ServiceError } from '@lakbay/platform';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { BffError } from './bff-error';
import { HttpErrorFilter } from './http-error.filter';

function answer(exception: unknown): { status: number; body: unknown; headers: Record<string, string> } {
  const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    status(code: number) {
      sent.status = code;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'GET', url: '/api/v2/x' }) }) };
  new HttpErrorFilter().catch(exception, host as unknown as ArgumentsHost);
  return sent;
}

describe(HttpErrorFilter.name, () => {
  it("keeps an exception's own sentence", () => {
    expect(answer(new ForbiddenException('Only admins can do this.'))).toMatchObject({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: 'Only admins can do this.' },
    });
  });

  it("replaces Nest's generic text with a sentence for people", () => {
    expect(answer(new NotFoundException()).body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'There is nothing here.' });
  });

  it("answers a service's error with its code's status, and a field list as the message", () => {
    expect(answer(new ServiceError(ErrorCode.SCHEDULING_SLOT_TAKEN, 'Taken.'))).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'SCHEDULING_SLOT_TAKEN', message: 'Taken.' },
      headers: {},
    });
    const tooBig = [{ property: 'avatar', constraints: ['Too big.'] }];
    expect(answer(new BffError(ErrorCode.PAYLOAD_TOO_LARGE, 'Too big.', tooBig))).toEqual({
      status: 413,
      body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: tooBig },
      headers: {},
    });
    expect(answer(new ServiceError(ErrorCode.WRITE_OUTCOME_UNKNOWN, 'Maybe saved.')).status).toBe(503);
  });

  it("gives Fastify's own errors the code of their status", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(answer(tooLarge).body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    const mediaType = Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 });
    expect(answer(mediaType).body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers an unexpected error with a 500 that hides its details', () => {
    const { status, body } = answer(new Error('secret internals'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret internals');
  });

  it('tells a client refused for lack of capacity when to try again, and only that client', () => {
    const busy = answer(new ServiceError(ErrorCode.SERVER_BUSY, 'Too many people are logging in right now.'));
    expect(busy.status).toBe(503);
    expect(busy.headers).toEqual({ 'Retry-After': '1' });
    const down = answer(PlatformError.unavailable('The users service is not answering.'));
    expect(down.status).toBe(503);
    expect(down.headers).toEqual({});
  });
});
