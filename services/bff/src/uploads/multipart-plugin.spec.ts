import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { mayBeMultipart, multipartUploads } from './multipart-plugin';

/** A multipart body with one file part, as a browser sends it. */
function form(content: string): { body: Buffer; type: string } {
  const boundary = 'lakbay-boundary';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** Routes that note how many close listeners their answer has, for a JSON body and for none. */
function listenerRoutes(app: FastifyInstance, noted: number[]): void {
  app.post('/json', (request, reply) => {
    noted.push(reply.raw.listenerCount('close'));
    return request.body;
  });
  app.get('/plain', (_request, reply) => {
    noted.push(reply.raw.listenerCount('close'));
    return { ok: true };
  });
}

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > end) {
      throw new Error(`not within 5 s: ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('multipartUploads (@fastify/multipart with its per-request hooks for multipart requests only)', () => {
  let app: FastifyInstance;
  let base: URL;
  /** Files the routes saved to disk, and the close listeners each answer had. */
  const saved: string[] = [];
  const closeListeners: number[] = [];
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    app = Fastify();
    await app.register(multipartUploads, { limits: { fileSize: 1024, files: 1 } });
    app.post('/save', async (request) => {
      const { files } = await request.saveRequestFiles();
      saved.push(...files.map((file) => file.filepath));
      return { saved: files.length };
    });
    // Saves the file, then answers only once released (the client goes away before).
    app.post('/save-slowly', async (request) => {
      const { files } = await request.saveRequestFiles();
      saved.push(...files.map((file) => file.filepath));
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      return { saved: files.length };
    });
    listenerRoutes(app, closeListeners);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    releaseSlow();
    await app.close();
  });

  beforeEach(() => {
    saved.length = 0;
    closeListeners.length = 0;
  });

  it('deletes the files a multipart request saved once its answer is sent', async () => {
    const { body, type } = form('my CV');
    const res = await fetch(new URL('/save', base), { method: 'POST', body, headers: { 'content-type': type } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ saved: 1 });
    expect(saved).toHaveLength(1);
    await until(() => !existsSync(saved[0] ?? ''), 'the saved file deleted after the answer');
    expect(existsSync(saved[0] ?? '')).toBe(false);
  });

  it('deletes them when the client goes away before the answer', async () => {
    const { body, type } = form('my CV, sent by someone who does not wait');
    const sent = httpRequest(new URL('/save-slowly', base), {
      method: 'POST',
      headers: { 'content-type': type, 'content-length': body.length },
    });
    sent.on('error', () => undefined);
    sent.end(body);
    await until(() => saved.length === 1 && existsSync(saved[0] ?? ''), 'the file saved');
    expect(existsSync(saved[0] ?? '')).toBe(true);
    sent.destroy();
    await until(() => !existsSync(saved[0] ?? ''), 'the saved file deleted after the client left');
    expect(existsSync(saved[0] ?? '')).toBe(false);
  });

  it('takes no part in a request that is not multipart: no listener on its answer, its body as sent', async () => {
    const json = await fetch(new URL('/json', base), { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(await json.json()).toEqual({ a: 1 });
    const plain = await fetch(new URL('/plain', base));
    expect(await plain.json()).toEqual({ ok: true });
    // The same answers from a server without the plugin have as many close listeners.
    const bare = Fastify();
    const bareListeners: number[] = [];
    listenerRoutes(bare, bareListeners);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const bareBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
      await fetch(`${bareBase}/json`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
      await fetch(`${bareBase}/plain`);
    } finally {
      await bare.close();
    }
    expect(closeListeners).toEqual(bareListeners);
  });

  it('knows a multipart request by its content type, whatever its case or parameters', () => {
    const withType = (type?: string) =>
      ({ headers: type === undefined ? {} : { 'content-type': type } }) as Parameters<typeof mayBeMultipart>[0];
    expect(mayBeMultipart(withType('multipart/form-data; boundary=x'))).toBe(true);
    expect(mayBeMultipart(withType('Multipart/Form-Data'))).toBe(true);
    expect(mayBeMultipart(withType('application/json'))).toBe(false);
    expect(mayBeMultipart(withType())).toBe(false);
  });
});
