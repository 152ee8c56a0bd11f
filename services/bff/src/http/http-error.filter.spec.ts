import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { HttpErrorFilter } from './http-error.filter';

function answer(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const reply = {
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
    expect(answer(new ForbiddenException('Only admins can do this.'))).toEqual({
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
});
