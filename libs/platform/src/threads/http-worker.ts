import { parentPort } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { deliverBroadcast, relayBroadcasts } from '../broadcast/broadcasts';
import { type AppConfig, loadConfig } from '../config';
import { setTransactionGuard } from '../database';
import { createLogger, flushLogsSync } from '../logging';
import { metricsRegistry } from '../metrics';
import { type ReadinessReport, processHealth, processLiveness } from '../ops';
import { processBus } from '../transport/transport-options';
import { ThreadBridge } from './thread-bridge';

let bridge: ThreadBridge | undefined;

/** In an HTTP worker thread: its bridge to the thread of the services and the embedded database; else undefined. */
export const httpWorkerBridge = (): ThreadBridge | undefined => bridge;

/** The names of what the main thread answers to its HTTP workers (see http-workers.ts). */
export const WORKER_CALLS = {
  ready: 'ready',
  health: 'health.report',
  pgliteQuery: 'pglite.query',
  pgliteExec: 'pglite.exec',
  backup: 'backup.run',
} as const;

/**
 * The body of an HTTP worker thread (standalone mode, STANDALONE_HTTP_WORKERS): starts the BFF with
 * this thread's bus, broadcasts and readiness joined to the main thread's over the worker's port.
 * Every request the BFF sends goes to the services there; every notice crosses both ways; its
 * readiness is the process's. The main thread stops it with the call `close` (the BFF drains).
 */
export function runHttpWorker(start: (config: AppConfig) => Promise<{ close(): Promise<void> }>): void {
  const port = parentPort;
  if (!port) {
    throw new Error('runHttpWorker runs in a worker thread');
  }
  const own = new ThreadBridge(port);
  bridge = own;
  processBus().setRemote(own.remoteReceiver());
  relayBroadcasts((topic, data) => own.broadcast(topic, data));
  own.onBroadcast(deliverBroadcast);
  processHealth.reportFrom(() => own.call<ReadinessReport>(WORKER_CALLS.health));
  own.handle('metrics', () => metricsRegistry.getMetricsAsJSON());
  own.handle('ping', () => 'pong');
  // As the main thread does: a rejection nobody handled fails one call, not the thread.
  process.on('unhandledRejection', (reason) => {
    new Logger('Process').error(`Unhandled promise rejection (the worker keeps running): ${describe(reason)}`);
  });
  boot(own, start).catch((err: unknown) => {
    flushLogsSync();
    // Thrown outside the promise: the worker ends and the main thread sees the error.
    setImmediate(() => {
      throw err;
    });
  });
}

async function boot(own: ThreadBridge, start: (config: AppConfig) => Promise<{ close(): Promise<void> }>): Promise<void> {
  const config = loadConfig();
  if (config.testTransactionGuard) {
    setTransactionGuard(true);
  }
  const logger = createLogger(config, 'bff');
  const app = await start(config);
  Logger.overrideLogger(logger);
  own.handle('close', async () => {
    await app.close();
    processLiveness.stop();
    flushLogsSync();
    return true;
  });
  processLiveness.start(config.ops.maxLoopBlockMs);
  await own.call(WORKER_CALLS.ready);
}

function describe(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
