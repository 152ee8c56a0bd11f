import type { InProcessBus, InProcessReceiver } from '../transport/in-process-bus';

/** The side of a MessageChannel (a worker's parentPort, or a Worker seen from the main thread). */
export interface BridgePort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

type Message =
  /** An RPC request of the in-process bus, its packet serialised as NATS would carry it. */
  | { t: 'req'; id: number; pattern: string; raw: string }
  | { t: 'rep'; id: number; raw: string }
  /** Nobody on the other side listens to the request's pattern. */
  | { t: 'none'; id: number }
  | { t: 'evt'; pattern: string; raw: string }
  /** A broadcast notice (Broadcasts): every thread hears it. */
  | { t: 'bc'; topic: string; data: unknown }
  /** A call of a named function of the other thread (the database, backups, health, metrics). */
  | { t: 'call'; id: number; name: string; arg: unknown }
  | { t: 'ret'; id: number; ok: true; value: unknown }
  | { t: 'ret'; id: number; ok: false; name: string; message: string };

/** The other thread went away (or never answered in time) before a call was answered. */
export class BridgeClosedError extends Error {
  constructor(what: string) {
    super(`${what}: the other thread is gone`);
    this.name = 'BridgeClosedError';
  }
}

/** The reply packet that says nobody listens on the other side (see InProcessClient). */
export const NO_RESPONDERS_PACKET = '{"noResponders":true}';

type Replier = (packet: string) => void;

/**
 * Carries the in-process bus, broadcast notices and named calls between two threads over a
 * MessagePort. Bus packets stay the JSON strings the in-process transport (and NATS) carry, with
 * the call's headers (request id, user) inside them, so a handler on the other side sees exactly
 * what it would see in one thread; timeouts stay with the caller (ServiceClient). When the port
 * closes, calls waiting for an answer fail and bus replies still owed are dropped (the caller's
 * timeout answers them, as for a lost NATS reply).
 */
export class ThreadBridge {
  private nextId = 1;
  private readonly replies = new Map<number, Replier>();
  private readonly calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout }>();
  private readonly handlers = new Map<string, (arg: unknown) => unknown>();
  private broadcastHandler?: (topic: string, data: unknown) => void;
  private bus?: InProcessBus;
  private closed = false;

  constructor(private readonly port: BridgePort) {
    port.on('message', (message) => this.receive(message as Message));
  }

  /** Requests that arrive are served by this thread's bus (the thread that runs the services). */
  serveBus(bus: InProcessBus): void {
    this.bus = bus;
  }

  /** A receiver for this thread's bus that hands every request and event to the other thread. */
  remoteReceiver(): InProcessReceiver {
    return {
      receive: (pattern, raw, reply) => {
        if (!reply) {
          this.post({ t: 'evt', pattern, raw });
          return;
        }
        if (this.closed) {
          return;
        }
        const id = this.nextId++;
        this.replies.set(id, reply);
        this.post({ t: 'req', id, pattern, raw });
      },
    };
  }

  /** Requests waiting for the other side's reply (bus requests and calls). */
  pending(): number {
    return this.replies.size + this.calls.size;
  }

  onBroadcast(handler: (topic: string, data: unknown) => void): void {
    this.broadcastHandler = handler;
  }

  broadcast(topic: string, data: unknown): void {
    this.post({ t: 'bc', topic, data });
  }

  /** Answers the other thread's calls of `name`. A thrown error crosses as its name and message. */
  handle(name: string, fn: (arg: unknown) => unknown): void {
    this.handlers.set(name, fn);
  }

  /** Calls a function the other thread handles; rejects when it throws, is unknown, or the bridge closes. */
  call<T>(name: string, arg?: unknown, timeoutMs?: number): Promise<T> {
    if (this.closed) {
      return Promise.reject(new BridgeClosedError(name));
    }
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const entry: { resolve: (v: unknown) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout } = {
        resolve: resolve as (v: unknown) => void,
        reject,
      };
      if (timeoutMs !== undefined) {
        entry.timer = setTimeout(() => {
          this.calls.delete(id);
          reject(new Error(`${name}: no answer from the other thread within ${timeoutMs} ms`));
        }, timeoutMs);
      }
      this.calls.set(id, entry);
      this.post({ t: 'call', id, name, arg });
    });
  }

  /** The other thread is gone: every call waiting fails, replies still owed are dropped. */
  close(): void {
    this.closed = true;
    this.replies.clear();
    for (const [id, call] of this.calls) {
      clearTimeout(call.timer);
      this.calls.delete(id);
      call.reject(new BridgeClosedError('call'));
    }
  }

  private post(message: Message): void {
    if (!this.closed) {
      // A worker's MessagePort, not a window: there is no origin to name.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      this.port.postMessage(message);
    }
  }

  private receive(message: Message): void {
    switch (message.t) {
      case 'req':
        this.serveRequest(message.id, message.pattern, message.raw);
        break;
      case 'rep': {
        const reply = this.replies.get(message.id);
        this.replies.delete(message.id);
        reply?.(message.raw);
        break;
      }
      case 'none': {
        const reply = this.replies.get(message.id);
        this.replies.delete(message.id);
        // The in-process client turns this into NoRespondersError, as when its own bus has nobody.
        reply?.(NO_RESPONDERS_PACKET);
        break;
      }
      case 'evt':
        for (const receiver of this.bus?.pickPerGroup(message.pattern) ?? []) {
          receiver.receive(message.pattern, message.raw);
        }
        break;
      case 'bc':
        this.broadcastHandler?.(message.topic, message.data);
        break;
      case 'call':
        void this.serveCall(message.id, message.name, message.arg);
        break;
      case 'ret': {
        const call = this.calls.get(message.id);
        if (!call) {
          break;
        }
        this.calls.delete(message.id);
        clearTimeout(call.timer);
        if (message.ok) {
          call.resolve(message.value);
        } else {
          const error = new Error(message.message);
          error.name = message.name;
          call.reject(error);
        }
        break;
      }
    }
  }

  private serveRequest(id: number, pattern: string, raw: string): void {
    const receiver = this.bus?.pick(pattern);
    if (!receiver) {
      this.post({ t: 'none', id });
      return;
    }
    receiver.receive(pattern, raw, (out) => this.post({ t: 'rep', id, raw: out }));
  }

  private async serveCall(id: number, name: string, arg: unknown): Promise<void> {
    const handler = this.handlers.get(name);
    try {
      if (!handler) {
        throw new Error(`nothing handles ${name} on the other thread`);
      }
      this.post({ t: 'ret', id, ok: true, value: await handler(arg) });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      this.post({ t: 'ret', id, ok: false, name: error.name, message: error.message });
    }
  }
}
