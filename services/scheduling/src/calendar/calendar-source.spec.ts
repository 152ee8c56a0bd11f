import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CalendarFetchError, fetchCalendar } from './calendar-source';

// Jest compares causes too when given an Error, so the message and the class are checked separately.
async function failureOf(fetching: Promise<unknown>): Promise<{ calendarFetchError: boolean; message: string }> {
  const error: unknown = await fetching.then(
    () => undefined,
    (e: unknown) => e,
  );
  return { calendarFetchError: error instanceof CalendarFetchError, message: error instanceof Error ? error.message : String(error) };
}

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

describe('fetchCalendar', () => {
  describe('over HTTP', () => {
    let server: Server;
    let base: string;
    const received: IncomingHttpHeaders[] = [];
    const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
      '/feed.ics': (req, res) => {
        if (req.headers['if-none-match'] === '"v1"') {
          res.writeHead(304, { etag: '"v1"' }).end();
        } else {
          res.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(FEED);
        }
      },
      '/broken.ics': (_req, res) => res.writeHead(500).end('oops'),
      '/slow.ics': (_req, res) => {
        setTimeout(() => res.writeHead(200).end(FEED), 1000).unref();
      },
      '/large.ics': (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end('X'.repeat(2048)),
      '/streamed-large.ics': (_req, res) => {
        // No Content-Length: the limit must hold while reading.
        res.writeHead(200, { 'transfer-encoding': 'chunked' });
        res.write('X'.repeat(1024));
        res.end('X'.repeat(1024));
      },
    };

    beforeAll(async () => {
      server = createServer((req, res) => {
        received.push(req.headers);
        const route = routes[req.url ?? ''];
        if (route) {
          route(req, res);
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    });

    it('fetches the body with its ETag, then answers unchanged when If-None-Match matches', async () => {
      const first = await fetchCalendar(`${base}/feed.ics`, null);
      expect(first).toEqual({ status: 'fetched', body: FEED, etag: '"v1"' });
      expect(received.at(-1)?.['if-none-match']).toBeUndefined();

      const second = await fetchCalendar(`${base}/feed.ics`, { etag: '"v1"' });
      expect(second).toEqual({ status: 'unchanged' });
      expect(received.at(-1)?.['if-none-match']).toBe('"v1"');
    });

    it('fetches again when the kept ETag is stale', async () => {
      const result = await fetchCalendar(`${base}/feed.ics`, { etag: '"v0"' });
      expect(result).toEqual({ status: 'fetched', body: FEED, etag: '"v1"' });
    });

    it('throws a CalendarFetchError naming the feed and the status on HTTP 500', async () => {
      expect(await failureOf(fetchCalendar(`${base}/broken.ics`, null))).toEqual({
        calendarFetchError: true,
        message: `Calendar feed ${base}/broken.ics answered HTTP 500`,
      });
    });

    it('sends URL credentials as Basic authentication and redacts the password in the error', async () => {
      const withSecret = base.replace('http://', 'http://sched:hunter2@');
      const error: unknown = await fetchCalendar(`${withSecret}/broken.ics`, null).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CalendarFetchError);
      expect((error as Error).message).toBe(`Calendar feed ${base.replace('http://', 'http://sched:***@')}/broken.ics answered HTTP 500`);
      expect((error as Error).message).not.toContain('hunter2');
      // fetch refuses credentials in the URL: they must arrive as Basic authentication.
      expect(received.at(-1)?.authorization).toBe(`Basic ${Buffer.from('sched:hunter2').toString('base64')}`);
    });

    it('gives up after timeoutMs', async () => {
      expect(await failureOf(fetchCalendar(`${base}/slow.ics`, null, { timeoutMs: 100 }))).toEqual({
        calendarFetchError: true,
        message: `Calendar feed ${base}/slow.ics did not answer within 100 ms`,
      });
    });

    it('refuses a body over maxBytes, whether announced by Content-Length or streamed', async () => {
      expect(await failureOf(fetchCalendar(`${base}/large.ics`, null, { maxBytes: 1000 }))).toEqual({
        calendarFetchError: true,
        message: `Calendar feed ${base}/large.ics is larger than the 1000 bytes allowed`,
      });
      expect(await failureOf(fetchCalendar(`${base}/streamed-large.ics`, null, { maxBytes: 1500 }))).toEqual({
        calendarFetchError: true,
        message: `Calendar feed ${base}/streamed-large.ics is larger than the 1500 bytes allowed`,
      });
      await expect(fetchCalendar(`${base}/large.ics`, null, { maxBytes: 2048 })).resolves.toMatchObject({ status: 'fetched' });
    });

    it('reports a server that cannot be reached', async () => {
      const closed = createServer();
      await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((done) => closed.close(() => done()));
      await expect(fetchCalendar(`http://127.0.0.1:${port}/feed.ics`, null)).rejects.toThrow(
        `Calendar feed http://127.0.0.1:${port}/feed.ics could not be reached: connect ECONNREFUSED 127.0.0.1:${port}`,
      );
    });
  });

  describe('from a file', () => {
    let dir: string;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'calendar-source-'));
    });

    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('reads the file, answers unchanged for the same validator and fetches again after a rewrite', async () => {
      const path = join(dir, 'feed.ics');
      await writeFile(path, FEED);

      const first = await fetchCalendar(path, null);
      if (first.status !== 'fetched') {
        throw new Error('expected a fetched feed');
      }
      expect(first.body).toBe(FEED);
      expect(first.etag).toMatch(new RegExp(`^W/"${FEED.length}-\\d+"$`));

      expect(await fetchCalendar(path, { etag: first.etag })).toEqual({ status: 'unchanged' });

      const changed = FEED.replace('VERSION:2.0', 'VERSION:2.0\r\nX-WR-CALNAME:Scheduling');
      await writeFile(path, changed);
      const second = await fetchCalendar(path, { etag: first.etag });
      expect(second).toMatchObject({ status: 'fetched', body: changed });
      expect(second.status === 'fetched' && second.etag).not.toBe(first.etag);
    });

    it('accepts relative paths and file:// URLs', async () => {
      const path = join(dir, 'relative.ics');
      await writeFile(path, FEED);
      await expect(fetchCalendar(relative(process.cwd(), path), null)).resolves.toMatchObject({ status: 'fetched', body: FEED });
      await expect(fetchCalendar(pathToFileURL(path).href, null)).resolves.toMatchObject({ status: 'fetched', body: FEED });
    });

    it('throws a CalendarFetchError for a missing file', async () => {
      const path = join(dir, 'missing.ics');
      expect(await failureOf(fetchCalendar(path, null))).toEqual({
        calendarFetchError: true,
        message: `Calendar feed file ${path} does not exist`,
      });
    });

    it('refuses a file over maxBytes', async () => {
      const path = join(dir, 'large.ics');
      await writeFile(path, 'X'.repeat(2048));
      await expect(fetchCalendar(path, null, { maxBytes: 1000 })).rejects.toThrow(CalendarFetchError);
    });
  });
});
