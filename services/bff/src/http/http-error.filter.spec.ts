import { ErrorCode } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
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
  new HttpErrorFilter(false).catch(exception, host as unknown as ArgumentsHost);
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

  it('answers an unexpected error with a 500 that hides its details', () => {
    const { status, body } = answer(new Error('secret internals'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret internals');
  });

  it('tells a client refused for lack of capacity when to try again, and only that client', () => {
    const busy = answer(new ServiceError(503, ErrorCode.SERVER_BUSY, 'Too many people are logging in right now.'));
    expect(busy.status).toBe(503);
    expect(busy.headers).toEqual({ 'Retry-After': '1' });
    const down = answer(ServiceError.unavailable('The users service is not answering.'));
    expect(down.status).toBe(503);
    expect(down.headers).toEqual({});
  });
});
