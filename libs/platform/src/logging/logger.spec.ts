import { Logger } from '@nestjs/common';
import { runInCall } from '../context';
import type { AppConfig } from '../config';
import { LakbayLogger } from './logger';
import type { LogOutputs } from './log-output';
import { runAsService } from './service-scope';

type Entry = Record<string, unknown>;

/** A logger writing into arrays, one entry per line, instead of the process's stdout and stderr. */
function capturing(service: string, config: AppConfig['log']) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const keep = (into: string[]) => ({ write: (text: string) => into.push(...text.split('\n').filter(Boolean)) });
  const outputs: LogOutputs = { stdout: keep(stdout), stderr: keep(stderr) };
  return { logger: new LakbayLogger(service, config, outputs), stdout, stderr };
}

const parsed = (lines: string[]): Entry[] => lines.map((line) => JSON.parse(line) as Entry);
const json = (level: AppConfig['log']['level'] = 'debug') => capturing('users', { level, format: 'json' });

describe(LakbayLogger.name, () => {
  describe('in JSON mode', () => {
    it('writes one object per line with time, level, service, context, request id, user and message', () => {
      const { logger, stdout } = json();
      runInCall({ requestId: 'req-12345678', userId: 'user-1' }, () => logger.log('signed in', 'Auth'));
      expect(parsed(stdout)).toEqual([
        {
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          level: 'info',
          service: 'users',
          context: 'Auth',
          requestId: 'req-12345678',
          userId: 'user-1',
          message: 'signed in',
        },
      ]);
    });

    it('leaves the request fields out outside a call', () => {
      const { logger, stdout } = json();
      logger.warn('starting');
      const [entry] = parsed(stdout);
      expect(entry).toMatchObject({ level: 'warn', service: 'users', message: 'starting' });
      expect(entry).not.toHaveProperty('requestId');
      expect(entry).not.toHaveProperty('userId');
    });

    it('names the service whose handler runs, in a process that hosts several', () => {
      const { logger, stdout } = json();
      runAsService('content', () => logger.debug('listed'));
      expect(parsed(stdout)).toEqual([expect.objectContaining({ level: 'debug', service: 'content' })]);
    });

    it('spreads the fields given after the message, masking secrets at any depth and in any case', () => {
      const { logger, stdout } = json();
      logger.log('login', {
        route: '/api/v2/auth/login',
        status: 200,
        password: 'hunter22',
        token: 'abc-token',
        headers: { Authorization: 'Bearer xyz-bearer', Cookie: 'sid=cookie-1' },
        attempts: [{ newPassword: 'n3w-pass', currentPassword: 'old-pass' }],
        secret: 'sssh',
        idToken: 'google-id-token',
      });
      const [line] = stdout;
      for (const secret of ['hunter22', 'abc-token', 'xyz-bearer', 'cookie-1', 'n3w-pass', 'old-pass', 'sssh', 'google-id-token']) {
        expect(line).not.toContain(secret);
      }
      expect(JSON.parse(line)).toMatchObject({
        message: 'login',
        route: '/api/v2/auth/login',
        status: 200,
        password: '[REDACTED]',
        headers: { Authorization: '[REDACTED]', Cookie: '[REDACTED]' },
        attempts: [{ newPassword: '[REDACTED]', currentPassword: '[REDACTED]' }],
      });
    });

    it('masks secrets in an object given as the message', () => {
      const { logger, stdout } = json();
      logger.log({ email: 'kadet@example.ph', password: 'hunter22' });
      expect(stdout[0]).not.toContain('hunter22');
      expect(parsed(stdout)[0]).toMatchObject({ message: { email: 'kadet@example.ph', password: '[REDACTED]' } });
    });

    it('lets given fields win over the current call (the access log names its own request)', () => {
      const { logger, stdout } = json();
      runInCall({ requestId: 'outer-1234' }, () => logger.log('done', { requestId: 'inner-5678' }));
      expect(parsed(stdout)[0]).toMatchObject({ requestId: 'inner-5678' });
    });

    it('never lets given fields replace the time, the level or the message', () => {
      const { logger, stdout } = json();
      logger.log('real', { level: 'fatal', message: 'fake', time: 'never' });
      expect(stdout).toHaveLength(1);
      expect(parsed(stdout)[0]).toMatchObject({ level: 'info', message: 'real', time: expect.stringMatching(/^\d{4}-/) });
    });

    it('carries a stack given after an error message, and writes errors to stderr', () => {
      const { logger, stdout, stderr } = json();
      logger.error('boom', new Error('inner').stack, 'Jobs');
      expect(stdout).toEqual([]);
      expect(parsed(stderr)).toEqual([
        expect.objectContaining({ level: 'error', context: 'Jobs', message: 'boom', stack: expect.stringContaining('inner') }),
      ]);
    });

    it('serialises an Error given as the message or after it', () => {
      const { logger, stderr } = json();
      logger.fatal(new Error('disk full'));
      logger.error('could not send', new TypeError('bad address'));
      expect(parsed(stderr)).toEqual([
        expect.objectContaining({ level: 'fatal', message: 'disk full', error: expect.objectContaining({ message: 'disk full' }) }),
        expect.objectContaining({
          level: 'error',
          message: 'could not send',
          error: expect.objectContaining({ type: 'TypeError', message: 'bad address', stack: expect.stringContaining('bad address') }),
        }),
      ]);
    });

    it("writes entry()'s fields in order as given, secrets masked", () => {
      const { logger, stdout } = json();
      logger.entry('info', 'GET /x 200 1.5 ms', { service: 'bff', context: 'HTTP', requestId: 'req-1', route: '/x', cookie: 'c' });
      expect(parsed(stdout)).toEqual([
        {
          time: expect.any(String),
          level: 'info',
          service: 'bff',
          context: 'HTTP',
          requestId: 'req-1',
          route: '/x',
          cookie: '[REDACTED]',
          message: 'GET /x 200 1.5 ms',
        },
      ]);
    });

    it("carries the fields entry()'s text says in words after the others, secrets masked there too", () => {
      const { logger, stdout } = json();
      logger.entry(
        'info',
        'GET /x 200 1.5 ms',
        { service: 'bff', context: 'HTTP', requestId: 'req-1' },
        { method: 'GET', route: '/x', status: 200, token: 't' },
      );
      const [line] = parsed(stdout);
      expect(line).toEqual({
        time: expect.any(String),
        level: 'info',
        service: 'bff',
        context: 'HTTP',
        requestId: 'req-1',
        method: 'GET',
        route: '/x',
        status: 200,
        token: '[REDACTED]',
        message: 'GET /x 200 1.5 ms',
      });
      expect(Object.keys(line ?? {}).slice(0, 7)).toEqual(['level', 'time', 'service', 'context', 'requestId', 'method', 'route']);
    });

    it('writes nothing below its level', () => {
      const { logger, stdout } = json('warn');
      logger.log('quiet');
      logger.debug('quieter');
      logger.warn('loud');
      expect(parsed(stdout).map((e) => e.message)).toEqual(['loud']);
    });

    it("shows Nest's verbose lines at debug, named verbose", () => {
      const { logger, stdout } = json('debug');
      logger.verbose('details');
      expect(parsed(stdout)).toEqual([expect.objectContaining({ level: 'verbose', message: 'details' })]);
    });

    it("serves Nest's Logger once it is the process's logger", () => {
      const { logger, stdout } = json();
      Logger.overrideLogger(logger);
      try {
        runInCall({ requestId: 'req-nest-0001', userId: 'user-9' }, () => new Logger('HTTP').log('GET /x 200', { status: 200 }));
      } finally {
        Logger.overrideLogger(true);
      }
      expect(parsed(stdout)).toEqual([
        expect.objectContaining({ context: 'HTTP', requestId: 'req-nest-0001', userId: 'user-9', message: 'GET /x 200', status: 200 }),
      ]);
    });
  });

  describe('in text mode', () => {
    const text = () => capturing('bff', { level: 'info', format: 'text' });

    it('puts the service, the level, the context and the request id in the line', () => {
      const { logger, stdout } = text();
      runInCall({ requestId: 'req-abcdefgh' }, () => logger.log('hello', 'HTTP'));
      expect(stdout).toHaveLength(1);
      expect(stdout[0]).toMatch(/^\[lakbay:bff\] \d+ {2}- \d{4}-\d\d-\d\dT[\d:.]+Z {5}LOG \[HTTP\] \(req-abcdefgh\) hello$/);
    });

    it('ends the line with its fields as key=value, secrets masked, empty ones left out', () => {
      const { logger, stdout } = text();
      logger.log('GET /x 200', { route: '/x', status: 200, userId: undefined, token: 'abc-token' });
      expect(stdout[0]).toMatch(/ GET \/x 200 route=\/x status=200 token=\[REDACTED\]$/);
    });

    it("writes entry()'s line (the access log's, drawn without pino) as log() writes the same fields", () => {
      const fields = { service: 'bff', context: 'HTTP', requestId: 'req-abcdefgh', userId: 'u-1', route: '/x', status: 200, token: 't' };
      const { logger, stdout, stderr } = text();
      runInCall({ requestId: 'req-abcdefgh', userId: 'u-1' }, () =>
        logger.log('GET /x 200 1.5 ms', { route: '/x', status: 200, token: 't' }, 'HTTP'),
      );
      logger.entry('info', 'GET /x 200 1.5 ms', fields);
      logger.entry('error', 'GET /x 500 1.5 ms', { ...fields, status: 500 });
      logger.entry('debug', 'not at info', fields);
      const withoutTime = (line: string) => line.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/, 'TIME');
      expect(stdout.map(withoutTime)).toEqual([
        expect.stringMatching(/ LOG \[HTTP\] \(req-abcdefgh\) GET \/x 200 1\.5 ms userId=u-1 route=\/x status=200 token=\[REDACTED\]$/),
        withoutTime(stdout[0] ?? ''),
      ]);
      expect(stderr).toEqual([
        expect.stringMatching(/ ERROR \[HTTP\] \(req-abcdefgh\) GET \/x 500 1\.5 ms .* status=500 token=\[REDACTED\]$/),
      ]);
    });

    it("does not repeat the fields entry()'s text says in words (the access line)", () => {
      const { logger, stdout } = text();
      logger.entry(
        'info',
        'GET /x 200 1.5 ms',
        { service: 'bff', context: 'HTTP', requestId: 'req-abcdefgh', userId: 'u-1' },
        { method: 'GET', route: '/x', status: 200, durationMs: 1.5 },
      );
      expect(stdout).toHaveLength(1);
      expect(stdout[0]).toMatch(/ LOG \[HTTP\] \(req-abcdefgh\) GET \/x 200 1\.5 ms userId=u-1$/);
    });

    it('prints an error stack on the lines after the message, on stderr', () => {
      const { logger, stdout, stderr } = text();
      logger.error('boom', new Error('inner').stack, 'Jobs');
      expect(stdout).toEqual([]);
      expect(stderr[0]).toMatch(/ERROR \[Jobs\] boom$/);
      expect(stderr[1]).toBe('Error: inner');
      expect(stderr[2]).toMatch(/^\s+at /);
    });
  });
});
