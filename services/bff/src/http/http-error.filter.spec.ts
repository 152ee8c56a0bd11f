import { ErrorCode, SSO_MISSING_INPUTS_MESSAGE } from '@lakbay/contracts';
import { PlatformError, ServiceError } from '@lakbay/platform';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { BffError } from './bff-error';
import { HttpErrorFilter } from './http-error.filter';

function answer(
  exception: unknown,
  acceptLanguage?: string,
  headersSet: Record<string, string> = {},
): { status: number; body: unknown; headers: Record<string, string> } {
  const sent = { status: 0, body: undefined as unknown, headers: { ...headersSet } };
  const reply = {
    // Header names are case-insensitive, as in Fastify.
    header(name: string, value: string) {
      for (const key of Object.keys(sent.headers).filter((k) => k.toLowerCase() === name.toLowerCase())) {
        delete sent.headers[key];
      }
      sent.headers[name] = value;
      return reply;
    },
    getHeader(name: string) {
      return Object.entries(sent.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
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
  const headers = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'GET', url: '/api/v2/x', headers }) }) };
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
      headers: { Vary: 'Accept-Language' },
    });
    const tooBig = [{ property: 'avatar', constraints: ['Too big.'] }];
    expect(answer(new BffError(ErrorCode.PAYLOAD_TOO_LARGE, 'Too big.', tooBig))).toEqual({
      status: 413,
      body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: tooBig },
      headers: { Vary: 'Accept-Language' },
    });
    expect(answer(new ServiceError(ErrorCode.WRITE_OUTCOME_UNKNOWN, 'Maybe saved.')).status).toBe(503);
  });

  it.each([
    [ErrorCode.CONTENT_SLUG_TAKEN, 409],
    [ErrorCode.CONTENT_REGISTRATION_CLOSED, 409],
    [ErrorCode.USERS_EMAIL_TAKEN, 409],
    [ErrorCode.USERS_USERNAME_TAKEN, 409],
    [ErrorCode.USERS_NOT_ON_COACH_LIST, 403],
    [ErrorCode.USERS_RESET_LINK_INVALID, 400],
    [ErrorCode.USERS_GOOGLE_SIGN_IN_EXPIRED, 400],
    [ErrorCode.USERS_SSO_INVALID, 400],
  ])('answers %s from the transport with %i and the same code', (code, status) => {
    expect(answer(ServiceError.fromPayload({ code, message: 'No.' })).body).toEqual({ statusCode: status, code, message: 'No.' });
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

  it('tells a client refused for lack of capacity, or asking while its write still runs, when to try again, and only that client', () => {
    const busy = answer(new ServiceError(ErrorCode.SERVER_BUSY, 'Too many people are logging in right now.'));
    expect(busy.status).toBe(503);
    expect(busy.headers).toEqual({ 'Retry-After': '1', Vary: 'Accept-Language' });
    const inProgress = answer(new ServiceError(ErrorCode.WRITE_IN_PROGRESS, 'This change is still being saved.'));
    expect(inProgress.status).toBe(503);
    expect(inProgress.headers).toEqual({ 'Retry-After': '1', Vary: 'Accept-Language' });
    const down = answer(PlatformError.unavailable('The users service is not answering.'));
    expect(down.status).toBe(503);
    expect(down.headers).toEqual({ Vary: 'Accept-Language' });
  });

  describe('in Filipino, when the request prefers it', () => {
    it("writes a service's message in Filipino, with the same code and status", () => {
      const taken = new ServiceError(
        ErrorCode.SCHEDULING_SLOT_TAKEN,
        'Sorry, this time was just booked by someone else. Please choose another time.',
      );
      expect(answer(taken, 'fil')).toEqual({
        status: 409,
        body: {
          statusCode: 409,
          code: 'SCHEDULING_SLOT_TAKEN',
          message: 'Pasensya na, kaka-book lang ng iba sa oras na ito. Pumili ng ibang oras.',
        },
        headers: { Vary: 'Accept-Language' },
      });
      expect(answer(taken, 'en-US,en;q=0.9').body).toMatchObject({ message: expect.stringMatching(/^Sorry, this time/) });
      expect(answer(taken).body).toMatchObject({ message: expect.stringMatching(/^Sorry, this time/) });
    });

    it('writes each constraint of a field list in Filipino and keeps the field names', () => {
      const refused = PlatformError.validation([
        { property: 'email', constraints: ['Please enter a valid e-mail address.'] },
        { property: 'nickname', constraints: ['property nickname should not exist'] },
      ]);
      expect(answer(refused, 'tl-PH, en;q=0.5').body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: [
          { property: 'email', constraints: ['Maglagay ng valid na e-mail address.'] },
          { property: 'nickname', constraints: ['Hindi tinatanggap ang property na nickname'] },
        ],
      });
    });

    it("writes the filter's own sentences in Filipino, and leaves one it does not know in English", () => {
      expect(answer(new NotFoundException(), 'fil').body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Walang makikita rito.' });
      expect(answer(new Error('secret internals'), 'fil').body).toMatchObject({
        message: 'May nagkaproblema sa aming panig. Pakisubukan ulit.',
      });
      expect(answer(new ServiceError(ErrorCode.CONFLICT, 'A sentence nobody translated.'), 'fil').body).toMatchObject({
        message: 'A sentence nobody translated.',
      });
    });

    it('keeps the texts the spec quotes in English', () => {
      expect(answer(new ServiceError(ErrorCode.VALIDATION_FAILED, SSO_MISSING_INPUTS_MESSAGE), 'fil').body).toMatchObject({
        message: SSO_MISSING_INPUTS_MESSAGE,
      });
    });

    it('adds Accept-Language to a Vary header already set, once', () => {
      expect(answer(new NotFoundException(), 'fil', { vary: 'Accept-Encoding' }).headers).toEqual({
        Vary: 'Accept-Encoding, Accept-Language',
      });
      expect(answer(new NotFoundException(), 'fil', { vary: 'accept-language' }).headers).toEqual({ vary: 'accept-language' });
    });
  });
});
