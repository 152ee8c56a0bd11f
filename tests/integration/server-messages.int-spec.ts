import type { RunningPlatform } from '../support/platform';
import { useSharedPlatform } from '../support/shared-platform';
import { platformModes } from '../support/use-platform';

/**
 * Messages written by the server reach people in the interface's language (issue 13): the SPA
 * sends it as Accept-Language and the BFF's error filter writes the message, or each field's
 * constraints, in Filipino for fil (English otherwise). Code and status stay the same.
 */

interface Answer {
  status: number;
  vary: string | null;
  body: { statusCode: number; code: string; message: unknown };
}

async function call(platform: RunningPlatform, method: string, path: string, body?: unknown, language?: string): Promise<Answer> {
  const res = await fetch(`${platform.baseUrl}/api/v2${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(language ? { 'accept-language': language } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, vary: res.headers.get('vary'), body: (await res.json()) as Answer['body'] };
}

describe.each(await platformModes())('Server messages in the request language (%s)', (mode) => {
  const p = useSharedPlatform(mode);

  it("answers the BFF's validation 400 with each constraint in Filipino for fil, in English without it", async () => {
    const empty = { email: '', password: '' };
    const english = await call(p(), 'POST', '/auth/login', empty);
    const filipino = await call(p(), 'POST', '/auth/login', empty, 'fil');
    expect(english.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: [
        { property: 'email', constraints: ['E-mail address is required.'] },
        { property: 'password', constraints: ['Password is required.'] },
      ],
    });
    expect(filipino.status).toBe(400);
    expect(filipino.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: [
        { property: 'email', constraints: ['Kailangan ang e-mail address.'] },
        { property: 'password', constraints: ['Kailangan ang password.'] },
      ],
    });
    expect(filipino.vary).toMatch(/accept-language/i);
  });

  it("answers a service's domain errors in Filipino for fil (a browser's fil-PH too), in English otherwise", async () => {
    const missing = await call(p(), 'GET', '/careers/no-such-career');
    const nawawala = await call(p(), 'GET', '/careers/no-such-career', undefined, 'fil-PH,fil;q=0.9,en;q=0.8');
    expect(missing.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'There is no such career.' });
    expect(nawawala.status).toBe(404);
    expect(nawawala.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Walang ganitong career.' });

    const wrong = { email: 'nobody-i18n@example.ph', password: 'not-a-password' };
    const refused = await call(p(), 'POST', '/auth/login', wrong, 'en-US,en;q=0.9,fil;q=0.5');
    const tinanggihan = await call(p(), 'POST', '/auth/login', wrong, 'fil');
    expect(refused.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password.' });
    expect(tinanggihan.status).toBe(401);
    expect(tinanggihan.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Mali ang e-mail o password.' });
  });

  it("answers the filter's own sentence in Filipino for fil", async () => {
    expect((await call(p(), 'GET', '/users/me', undefined, 'fil')).body).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Mag-log in para magpatuloy.',
    });
  });
});
