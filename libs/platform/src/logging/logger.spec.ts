import { stripVTControlCharacters } from 'node:util';
import { jest } from '@jest/globals';
import { runInCall } from '../context';
import { LakbayLogger } from './logger';
import { runAsService } from './service-scope';

/** What the logger writes to stdout and stderr while fn runs, one entry per line, colours removed. */
function captured(fn: () => void): string[] {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(...stripVTControlCharacters(String(chunk)).split('\n').filter(Boolean));
    return true;
  };
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation(keep),
    jest.spyOn(process.stderr, 'write').mockImplementation(keep),
  ];
  try {
    fn();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return lines;
}

const json = () => new LakbayLogger('users', { level: 'debug', format: 'json' });

describe(LakbayLogger.name, () => {
  describe('in JSON mode', () => {
    it('writes one object per line with time, level, service, context, request id, user and message', () => {
      const lines = captured(() => runInCall({ requestId: 'req-12345678', userId: 'user-1' }, () => json().log('signed in', 'Auth')));
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]) as Record<string, unknown>;
      expect(entry).toEqual({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: 'info',
        service: 'users',
        context: 'Auth',
        requestId: 'req-12345678',
        userId: 'user-1',
        message: 'signed in',
      });
    });

    it('leaves the request fields out outside a call', () => {
      const entry = JSON.parse(captured(() => json().warn('starting'))[0]) as Record<string, unknown>;
      expect(entry).toMatchObject({ level: 'warn', service: 'users', message: 'starting' });
      expect(entry).not.toHaveProperty('requestId');
      expect(entry).not.toHaveProperty('userId');
    });

    it('names the service whose handler runs, in a process that hosts several', () => {
      const entry = JSON.parse(captured(() => runAsService('content', () => json().debug('listed')))[0]) as Record<string, unknown>;
      expect(entry).toMatchObject({ level: 'debug', service: 'content' });
    });

    it('spreads the fields given after the message, masking passwords and tokens', () => {
      const line = captured(() => json().log('login', { route: '/api/v2/auth/login', status: 200, password: 'hunter22', token: 'abc' }))[0];
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry).toMatchObject({ message: 'login', route: '/api/v2/auth/login', status: 200 });
      expect(line).not.toContain('hunter22');
      expect(line).not.toContain('"abc"');
    });

    it('lets given fields win over the current call (the access log names its own request)', () => {
      const line = captured(() => runInCall({ requestId: 'outer-1234' }, () => json().log('done', { requestId: 'inner-5678' })))[0];
      expect(JSON.parse(line)).toMatchObject({ requestId: 'inner-5678' });
    });

    it('carries an error as a structured field', () => {
      const lines = captured(() => json().error('boom', new Error('inner').stack, 'Jobs'));
      const entry = JSON.parse(lines[0]) as Record<string, unknown>;
      expect(entry).toMatchObject({ level: 'error', context: 'Jobs', message: 'boom', stack: expect.stringContaining('inner') });
    });

    it('writes nothing below its level', () => {
      const logger = new LakbayLogger('users', { level: 'warn', format: 'json' });
      expect(captured(() => logger.log('quiet'))).toEqual([]);
    });
  });

  describe('in text mode', () => {
    it('puts the request id and the service in the line', () => {
      const logger = new LakbayLogger('bff', { level: 'info', format: 'text' });
      const [line] = captured(() => runInCall({ requestId: 'req-abcdefgh' }, () => logger.log('hello', 'HTTP')));
      expect(line).toContain('[lakbay:bff]');
      expect(line).toContain('[HTTP] (req-abcdefgh) hello');
    });

    it('ends the line with its fields as key=value', () => {
      const logger = new LakbayLogger('bff', { level: 'info', format: 'text' });
      const [line] = captured(() => logger.log('GET /x 200', { route: '/x', status: 200, userId: undefined }));
      expect(line).toMatch(/GET \/x 200 route=\/x status=200$/);
    });
  });
});
