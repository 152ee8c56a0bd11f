import { fastifyMultipart, type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';

type MultipartHook = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type HookDone = (err?: Error) => void;

/** Could the request's body be multipart (the only kind whose files @fastify/multipart saves)? */
export function mayBeMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && /multipart/i.test(type);
}

/**
 * `hook` for a request that may be multipart (its promise, which Fastify waits for); any other goes
 * on at once, with no promise to wait for on a later turn.
 */
function onlyForMultipart(hook: MultipartHook) {
  return function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done: HookDone): Promise<unknown> | undefined {
    if (!mayBeMultipart(request)) {
      done();
      return undefined;
    }
    return hook.call(this, request, reply);
  };
}

/**
 * @fastify/multipart, whose two hooks for every request (onRequest: a listener on each answer's
 * close, to delete files saved to disk when the client goes away; onResponse: deleting them) do
 * their work only for requests that may be multipart. Files are only saved from a multipart body
 * (request.saveRequestFiles refuses any other; the BFF itself streams its uploads, see
 * multipart-form.ts), so for every other request both did nothing, at the cost of two promises
 * Fastify waits for on later turns and a listener, on each answer: the liveness probe's and every
 * cached read's included. The plugin is given the server with those two hooks wrapped; everything
 * else it does is as it was.
 */
export const multipartUploads: FastifyPluginCallback<FastifyMultipartOptions> = (fastify, options, done) => {
  const server = new Proxy(fastify, {
    get(target, key) {
      if (key !== 'addHook') {
        return Reflect.get(target, key, target) as unknown;
      }
      return (name: string, hook: MultipartHook) =>
        name === 'onRequest' || name === 'onResponse'
          ? target.addHook(name as 'onRequest', onlyForMultipart(hook))
          : target.addHook(name as 'preValidation', hook);
    },
  });
  fastifyMultipart(server, options, done);
};

// As fastify-plugin marks a plugin: its decorators and hooks are the server's own, not a child context's.
Object.assign(multipartUploads, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: '@fastify/multipart' });
