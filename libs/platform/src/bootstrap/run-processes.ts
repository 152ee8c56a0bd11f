import type { ProcessName } from '@lakbay/contracts';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { closeSharedPglites, setTransactionGuard } from '../database';
import { closeSharedJobQueue } from '../jobs';
import { createLogger, flushLogsSync } from '../logging';
import { processHealth, processLiveness, startProcessOpsServer } from '../ops';
import type { ServiceDefinition } from './service-definition';
import { startService } from './start-service';

/** One Lakbay process that an OS process can host: a domain service or the BFF. */
export interface ProcessStarter {
  name: ProcessName;
  start: (config: AppConfig) => Promise<StartedProcess>;
}

/** What a started process part must do: stop (an app, or the HTTP worker thread of standalone mode). */
export type StartedProcess = Pick<INestApplicationContext, 'close'>;

/** A wrong command line or mode: printed as one sentence, without a stack. */
export class UsageError extends Error {}

export const serviceProcess = (definition: ServiceDefinition): ProcessStarter => ({
  name: definition.name,
  start: (config) => startService(definition, config),
});

/** Single processes need a shared transport and database to reach the others. */
export function requireDistributed(config: AppConfig): void {
  if (config.mode === 'standalone') {
    throw new UsageError(
      'Starting single processes needs MODE=distributed (with NATS_URL, DATABASE_URL, REDIS_URL and AUTH_SECRET): in standalone mode they could not reach each other.',
    );
  }
}

/**
 * Starts the processes `select` picks once the configuration is loaded, in this OS process, with
 * one ops server, signal handling and last-resort handlers; exits with a clear message on failure.
 * `label` names the process in log lines outside any request.
 */
export function runProcesses(label: string, select: (config: AppConfig) => ProcessStarter[]): void {
  guardProcess();
  start(label, select).catch((err: unknown) => {
    if (err instanceof ConfigError || err instanceof UsageError) {
      console.error(err.message);
    } else {
      console.error('Lakbay failed to start:', err);
    }
    process.exit(1);
  });
}

/** One process alone (distributed mode): what a service's own main.ts runs. */
export function runAlone(starter: ProcessStarter): void {
  runProcesses(starter.name, (config) => {
    requireDistributed(config);
    return [starter];
  });
}

async function start(label: string, select: (config: AppConfig) => ProcessStarter[]): Promise<void> {
  const config = loadConfig();
  const starters = select(config);
  const logger = createLogger(config, label);
  if (config.testTransactionGuard) {
    setTransactionGuard(true);
    logger.warn('TEST_TRANSACTION_GUARD is on: for test runs only, never in a deployment', 'Process');
  }
  if (config.testLightPasswordHashes) {
    logger.warn('TEST_LIGHT_PASSWORD_HASHES is on: new password hashes are weak, for test runs only, never in a deployment', 'Process');
  }
  // One ops server for the whole process, first, so liveness answers while the services start.
  processHealth.setState('starting');
  const ops = await startProcessOpsServer(config, logger);
  const apps: StartedProcess[] = [];
  const stop = async () => {
    processHealth.setState('stopping');
    for (const app of apps.reverse()) {
      await app.close();
    }
    await closeSharedJobQueue();
    await closeSharedPglites();
    await processHealth.close();
    processLiveness.stop();
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
  for (const starter of starters) {
    apps.push(await starter.start(config));
  }
  // Each app made its own logger the process's while it started; the process's own name wins now.
  Logger.overrideLogger(logger);
  processHealth.setState('running');
  // Blocks are counted from here: setting up the apps holds the loop for seconds on a busy machine
  // (the startup probe waits for it), which is no stall.
  processLiveness.start(config.ops.maxLoopBlockMs);
}

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
    // The fatal line goes out synchronously (stderr); what stdout still holds is written now too.
    flushLogsSync();
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
    // Whatever stdout still holds, written before the process ends (exit handlers cannot wait).
    flushLogsSync();
  });
}
