import { PROCESS_NAMES, type ProcessName, SERVICE_NAMES, isProcessName } from '@lakbay/contracts';
import { ConfigError, closeSharedJobQueue, closeSharedPglites, loadConfig, startService } from '@lakbay/platform';
import type { INestApplicationContext } from '@nestjs/common';
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
  const apps: INestApplicationContext[] = [];
  const stop = async () => {
    for (const app of apps.reverse()) {
      await app.close();
    }
    await closeSharedJobQueue();
    await closeSharedPglites();
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(0)));
  process.once('SIGTERM', () => void stop().then(() => process.exit(0)));
  // Domain services first, then the BFF, so the first HTTP request finds them ready.
  for (const name of names.filter((n) => n !== 'bff')) {
    apps.push(await startService(SERVICES[name], config));
  }
  if (names.includes('bff')) {
    apps.push(await startBff(config));
  }
}

class UsageError extends Error {}

/** Starts the named processes (all when none) and exits with a clear message when that fails. */
export function run(args: string[]): void {
  start(args).catch((err: unknown) => {
    if (err instanceof ConfigError || err instanceof UsageError) {
      console.error(err.message);
    } else {
      console.error('Lakbay failed to start:', err);
    }
    process.exit(1);
  });
}
