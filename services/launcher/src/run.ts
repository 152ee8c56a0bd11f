import { PROCESS_NAMES, type ProcessName, SERVICE_NAMES, isProcessName } from '@lakbay/contracts';
import {
  ConfigError,
  closeSharedJobQueue,
  closeSharedPglites,
  createLogger,
  loadConfig,
  processHealth,
  startProcessOpsServer,
  startService,
} from '@lakbay/platform';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { startBff } from '../../bff/src';
import { SERVICES } from './registry';

/**
 * Starts Lakbay processes. No argument: every process (standalone mode, one port, no external
 * service). With names (`main.js users`): just those, e.g. one per container in distributed mode.
 */
async function start(args: string[]): Promise<void> {
  const config = loadConfig();
  const unknown = args.filter((a) => !isProcessName(a));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown process ${unknown.join(', ')}. Choose from: ${PROCESS_NAMES.join(', ')}.`);
  }
  if (args.length > 0 && config.mode === 'standalone') {
    throw new UsageError(
      'Starting single processes needs MODE=distributed (with NATS_URL, DATABASE_URL, REDIS_URL and AUTH_SECRET): in standalone mode they could not reach each other.',
    );
  }
  const names: ProcessName[] = args.length > 0 ? (args as ProcessName[]) : [...SERVICE_NAMES, 'bff'];
  // The service field of log lines outside any request (a handler's lines name its own service).
  const logger = createLogger(config, args.length > 0 ? [...new Set(args)].join('+') : 'lakbay');
  // One ops server for the whole process, first, so liveness answers while the services start.
  processHealth.setState('starting');
  const ops = await startProcessOpsServer(config, logger);
  const apps: INestApplicationContext[] = [];
  const stop = async () => {
    processHealth.setState('stopping');
    for (const app of apps.reverse()) {
      await app.close();
    }
    await closeSharedJobQueue();
    await closeSharedPglites();
    await processHealth.close();
    await ops?.close();
  };
  const stopAndExit = (signal: NodeJS.Signals) => {
    processLogger.log(`${signal}: stopping`);
    void stop()
      .catch((err: unknown) => {
        processLogger.error(`Could not stop cleanly: ${describe(err)}`);
        process.exitCode = 1;
      })
      .finally(() => process.exit());
  };
  process.once('SIGINT', stopAndExit);
  process.once('SIGTERM', stopAndExit);
  // Domain services first, then the BFF, so the first HTTP request finds them ready.
  for (const name of names.filter((n) => n !== 'bff')) {
    apps.push(await startService(SERVICES[name], config));
  }
  if (names.includes('bff')) {
    apps.push(await startBff(config));
  }
  // Each app made its own logger the process's while it started; the process's own name wins now.
  Logger.overrideLogger(logger);
  processHealth.setState('running');
}

class UsageError extends Error {}

// Through Nest's logger, which is the process's own once it started (Logger.overrideLogger above).
const processLogger = new Logger('Process');

function describe(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

/**
 * Last-resort handlers, so that no failure ends a process without a line saying why: an uncaught
 * exception is logged and exits non-zero (the process's state is unknown: let the orchestrator
 * restart it); a promise rejection nobody handled is logged and the process keeps serving (the one
 * call it belonged to has failed already); and a process that runs out of work, which a server
 * never should (every connection closed), says so and exits non-zero.
 */
function guardProcess(): void {
  process.on('uncaughtException', (err, origin) => {
    processLogger.fatal(`Exiting after an uncaught exception (${origin}): ${describe(err)}`);
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    processLogger.error(`Unhandled promise rejection (the process keeps running): ${describe(reason)}`);
  });
  process.on('beforeExit', () => {
    processLogger.fatal('Exiting: nothing left to serve (every connection and timer closed).');
    process.exitCode = 1;
  });
  process.on('exit', (code) => {
    if (code !== 0) {
      processLogger.error(`Exited with code ${code}.`);
    }
  });
}

/** Starts the named processes (all when none) and exits with a clear message when that fails. */
export function run(args: string[]): void {
  guardProcess();
  start(args).catch((err: unknown) => {
    if (err instanceof ConfigError || err instanceof UsageError) {
      console.error(err.message);
    } else {
      console.error('Lakbay failed to start:', err);
    }
    process.exit(1);
  });
}
