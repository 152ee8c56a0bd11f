import { type Socket, connect, createServer } from 'node:net';

/** A TCP proxy on 127.0.0.1 that a fault test can cut and restore, standing in for a network failure. */
export interface TcpProxy {
  port: number;
  /** Resets every open connection and stops listening, so new ones are refused, until restore(). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Connections forwarded so far. */
  readonly accepted: number;
  close(): Promise<void>;
}

/** Forwards each connection to target; cut() drops them as a server that went away would. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let accepted = 0;
  const server = createServer((client) => {
    accepted += 1;
    const upstream = connect(target);
    const pair = [client, upstream];
    for (const socket of pair) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        for (const other of pair) {
          other.destroy();
        }
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  await listen(0);
  const address = server.address();
  if (typeof address !== 'object' || address === null) {
    throw new Error('TCP proxy has no address');
  }
  const port = address.port;
  const dropAll = () => {
    for (const socket of open) {
      socket.resetAndDestroy();
    }
  };
  return {
    port,
    get accepted() {
      return accepted;
    },
    async cut() {
      // close() waits for open connections, so reset them first.
      const closed = stopListening();
      dropAll();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
