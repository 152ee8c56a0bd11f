import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type { Observable } from 'rxjs';
import { callHeaders } from '../context';
import { assertOutsideTransaction } from '../database/in-transaction';
import { requestHeaders } from './deadline';
import type { InProcessBus } from './in-process-bus';

/** Sends requests and events over the in-process bus, serialised as JSON like NATS packets. */
export class InProcessClient extends ClientProxy {
  constructor(private readonly bus: InProcessBus) {
    super();
  }

  connect(): Promise<void> {
    return Promise.resolve();
  }

  close(): void {}

  unwrap<T>(): T {
    return this.bus as T;
  }

  /** Under the transaction guard, an event inside an open transaction throws: send it afterCommit. */
  override emit<TResult = unknown, TInput = unknown>(pattern: unknown, data: TInput): Observable<TResult> {
    assertOutsideTransaction(`An event (${JSON.stringify(pattern)})`);
    return super.emit<TResult, TInput>(pattern, data);
  }

  protected publish(partial: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const packet = this.assignPacketId(partial);
    const pattern = this.normalizePattern(packet.pattern);
    const receiver = this.bus.pick(pattern);
    let active = true;
    if (!receiver) {
      // What NATS answers when no subscriber exists: nobody is there to respond.
      setImmediate(() => callback({ err: new NoRespondersError(pattern), isDisposed: true }));
      return () => {};
    }
    // Headers as NATS carries them: the current call and the caller's deadline, taken when the request is sent.
    const raw = JSON.stringify({ pattern, data: packet.data, id: packet.id, headers: requestHeaders() });
    // A macrotask hop, like a network round trip, so callers never rely on synchronous replies.
    setImmediate(() =>
      receiver.receive(pattern, raw, (out) => {
        if (!active) {
          return;
        }
        const reply = JSON.parse(out) as WritePacket & { noResponders?: true };
        // Another thread's bus (ThreadBridge) had nobody listening on the pattern.
        callback(reply.noResponders ? { err: new NoRespondersError(pattern), isDisposed: true } : reply);
      }),
    );
    return () => {
      active = false;
    };
  }

  protected async dispatchEvent<T>(partial: ReadPacket): Promise<T> {
    const pattern = this.normalizePattern(partial.pattern);
    const raw = JSON.stringify({ pattern, data: partial.data, headers: callHeaders() });
    for (const receiver of this.bus.pickPerGroup(pattern)) {
      setImmediate(() => receiver.receive(pattern, raw));
    }
    return undefined as T;
  }
}

export class NoRespondersError extends Error {
  constructor(readonly pattern: string) {
    super(`No responders for ${pattern}`);
    this.name = 'NoRespondersError';
  }
}
