import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type Server, type Socket, connect, createServer } from 'node:net';
import { join } from 'node:path';
import type { BackupResult } from './backup-format';

/**
 * How `npm run backup` reaches the running standalone platform: a Unix socket inside DATA_DIR.
 * Whoever may open it may already read DATA_DIR (the database files and the secrets), so it needs
 * no credentials of its own, and it is never on the network (the ops port may be: it serves probes).
 */
export const controlSocketPath = (dataDir: string): string => join(dataDir, '.control.sock');

export interface BackupRequest {
  command: 'backup';
  passphrase?: string;
}
export type BackupAnswer = { ok: true; result: BackupResult } | { ok: false; error: string };

/** Listens on DATA_DIR's control socket and answers each JSON line with `handle`'s answer. */
export async function listenForBackups(dataDir: string, handle: (request: BackupRequest) => Promise<BackupAnswer>): Promise<Server> {
  const path = controlSocketPath(dataDir);
  // Left by a process that did not stop cleanly: nobody listens on it.
  await rm(path, { force: true });
  // Half-open: the client ends its side after the request and still reads the answer.
  const server = createServer({ allowHalfOpen: true }, (socket) => serve(socket, handle));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path, readableAll: false, writableAll: false }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

function serve(socket: Socket, handle: (request: BackupRequest) => Promise<BackupAnswer>): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  // A client that ends before a whole request (platformListening, or one that gave up) is answered
  // with the end of ours: a half-open socket left open would hold the server's close at shutdown.
  socket.on('end', () => {
    if (!buffered.includes('\n')) {
      socket.end();
    }
  });
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end < 0) {
      if (buffered.length > 64 * 1024) {
        socket.destroy();
      }
      return;
    }
    const line = buffered.slice(0, end);
    socket.removeAllListeners('data');
    void answer(line, handle).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

async function answer(line: string, handle: (request: BackupRequest) => Promise<BackupAnswer>): Promise<BackupAnswer> {
  try {
    const request = JSON.parse(line) as Partial<BackupRequest>;
    if (request.command !== 'backup' || (request.passphrase !== undefined && typeof request.passphrase !== 'string')) {
      return { ok: false, error: 'Unknown request.' };
    }
    return await handle({ command: 'backup', passphrase: request.passphrase });
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Asks the platform running on DATA_DIR for a backup. Undefined when nothing listens there (no
 * socket, or one left by a process that is gone).
 */
export function askRunningPlatform(dataDir: string, request: BackupRequest): Promise<BackupAnswer | undefined> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path)) {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve, reject) => {
    let reply = '';
    let connected = false;
    const socket = connect({ path }, () => {
      connected = true;
      socket.end(`${JSON.stringify(request)}\n`);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) {
        resolve(undefined);
      } else {
        reject(err);
      }
    });
    socket.on('close', () => {
      if (!connected) {
        return;
      }
      try {
        resolve(JSON.parse(reply) as BackupAnswer);
      } catch {
        reject(new Error('The running platform gave no answer to the backup request (did it stop meanwhile?).'));
      }
    });
  });
}

/**
 * Whether a platform listens on DATA_DIR's control socket (it runs on that DATA_DIR), asking it
 * nothing: the connection is closed as soon as it is made.
 */
export function platformListening(dataDir: string): Promise<boolean> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path)) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const socket = connect({ path }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
