import { PROCESS_NAMES, type ProcessName, SERVICE_NAMES, isProcessName } from '@lakbay/contracts';
import { join } from 'node:path';
import { HttpWorkers, type ProcessStarter, UsageError, requireDistributed, runProcesses, serviceProcess } from '@lakbay/platform';
import { startBff } from '../../bff/src';
import { SERVICES } from './registry';

const bffProcess: ProcessStarter = { name: 'bff', start: startBff };

/**
 * Standalone with STANDALONE_HTTP_WORKERS: the BFF in a worker thread (http-worker.ts), so HTTP,
 * validation, the read caches and pages use another core than the services and the embedded
 * database, which stay on this thread (PGlite is one handle per data directory).
 */
const bffWorkerProcess: ProcessStarter = {
  name: 'bff',
  start: (config) => new HttpWorkers(join(import.meta.dirname, 'http-worker.js'), config).start(),
};

/**
 * Starts Lakbay processes. No argument: every process (standalone mode, one port, no external
 * service). With names (`main.js users`): just those, e.g. one per container in distributed mode.
 */
export function run(args: string[]): void {
  // The service field of log lines outside any request (a handler's lines name its own service).
  const label = args.length > 0 ? [...new Set(args)].join('+') : 'lakbay';
  runProcesses(label, (config) => {
    const unknown = args.filter((a) => !isProcessName(a));
    if (unknown.length > 0) {
      throw new UsageError(`Unknown process ${unknown.join(', ')}. Choose from: ${PROCESS_NAMES.join(', ')}.`);
    }
    if (args.length > 0) {
      requireDistributed(config);
    }
    const names: ProcessName[] = args.length > 0 ? (args as ProcessName[]) : [...SERVICE_NAMES, 'bff'];
    // Domain services first, then the BFF, so the first HTTP request finds them ready.
    const services = names.filter((n) => n !== 'bff').map((n) => serviceProcess(SERVICES[n]));
    if (!names.includes('bff')) {
      return services;
    }
    return [...services, args.length === 0 && config.httpWorkers > 0 ? bffWorkerProcess : bffProcess];
  });
}
