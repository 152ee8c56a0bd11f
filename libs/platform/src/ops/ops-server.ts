import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoggerService } from '@nestjs/common';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../config';
import { collectProcessMetrics, metricsRegistry, metricsText } from '../metrics';
import { type LoopWatchdog, processLiveness } from './loop-watchdog';
import { type ProcessHealth, isReady, processHealth } from './process-health';

export interface OpsServer {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  readonly port: number;
  close(): Promise<void>;
}

export interface OpsServerOptions {
  port: number;
  host: string;
  health?: ProcessHealth;
  liveness?: LoopWatchdog;
  registry?: Registry;
}

interface Sources {
  health: ProcessHealth;
  liveness: LoopWatchdog;
  registry: Registry;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

async function answer(req: IncomingMessage, res: ServerResponse, { health, liveness, registry }: Sources): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'application/json', JSON.stringify({ status: 'method not allowed' }));
    return;
  }
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/health/live') {
    const report = liveness.report();
    send(res, report.status === 'ok' ? 200 : 503, 'application/json', JSON.stringify(report));
  } else if (path === '/health/ready') {
    const report = await health.report();
    send(res, isReady(report) ? 200 : 503, 'application/json', JSON.stringify(report));
  } else if (path === '/metrics') {
    send(res, 200, registry.contentType, await metricsText(registry));
  } else {
    send(res, 404, 'application/json', JSON.stringify({ status: 'not found' }));
  }
}

/**
 * The operations server of a process, apart from the public port: GET /health/live (the process
 * runs and its event loop was not blocked lately: 200, else 503), GET /health/ready (the
 * dependencies it needs answer: 200, or 503 naming each one; optional ones are reported), GET
 * /metrics (Prometheus text). Plain node:http, so it answers even while the application is starting.
 */
export function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  const sources: Sources = {
    health: options.health ?? processHealth,
    liveness: options.liveness ?? processLiveness,
    registry: options.registry ?? metricsRegistry,
  };
  collectProcessMetrics();
  const server: Server = createServer((req, res) => {
    answer(req, res, sources).catch((err: unknown) => {
      send(res, 500, 'application/json', JSON.stringify({ status: 'error', error: err instanceof Error ? err.message : String(err) }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * The ops server a launched process runs, on OPS_PORT (none when 0). An explicit OPS_PORT that is
 * taken stops the process; the default one being taken (several processes on one machine) only
 * warns, and that process runs without health and metrics endpoints.
 */
export async function startProcessOpsServer(config: AppConfig, logger: LoggerService): Promise<OpsServer | undefined> {
  if (config.ops.port === 0) {
    return undefined;
  }
  try {
    const server = await startOpsServer({ port: config.ops.port, host: config.http.host });
    logger.log(`ops server on ${config.http.host}:${server.port} (/health/live, /health/ready, /metrics)`, 'Ops');
    return server;
  } catch (err) {
    const inUse = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
    if (!inUse || config.ops.portExplicit) {
      throw new Error(`The ops server cannot listen on OPS_PORT ${config.ops.port}: ${(err as Error).message}`, { cause: err });
    }
    logger.warn(
      `Port ${config.ops.port} is in use, so this process serves no /health or /metrics: set OPS_PORT to a free port (or 0 to turn it off)`,
      'Ops',
    );
    return undefined;
  }
}
