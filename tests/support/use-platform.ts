import { type RunningPlatform, startDistributed, startStandalone } from './platform';
import { backingServicesAvailable } from './services';

export type PlatformMode = 'standalone' | 'distributed';

/** The whole platform in the given mode, with extra environment variables. */
export function startPlatform(mode: PlatformMode, env: NodeJS.ProcessEnv = {}): Promise<RunningPlatform> {
  return mode === 'standalone' ? startStandalone(env) : startDistributed(env);
}

/**
 * The modes a suite runs in: standalone always, distributed when PostgreSQL, NATS and Redis answer.
 * Under CI=true a missing one fails the run with its name; elsewhere the distributed suite is left
 * out with a printed notice.
 */
export async function platformModes(): Promise<PlatformMode[]> {
  return (await backingServicesAvailable()) ? ['standalone', 'distributed'] : ['standalone'];
}

/**
 * Starts a platform before the tests of the enclosing describe (in a beforeAll registered where it
 * is called, so later beforeAll hooks see it) and cleans it up after them. Returns its getter,
 * which throws when the start failed: each test then fails with that, not with a TypeError.
 */
export function usePlatform<T extends { cleanup(): Promise<void> }>(
  start: () => Promise<T>,
  { startTimeoutMs = 180_000, cleanupTimeoutMs = 60_000 } = {},
): () => T {
  let platform: T | undefined;
  beforeAll(async () => {
    platform = await start();
  }, startTimeoutMs);
  afterAll(async () => {
    await platform?.cleanup();
  }, cleanupTimeoutMs);
  return () => {
    if (!platform) {
      throw new Error('platform not started');
    }
    return platform;
  };
}
