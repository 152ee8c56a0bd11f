import { type RunningPlatform, psql, startDistributed, startStandalone } from './platform';
import { type PlatformMode, platformModes, usePlatform } from './use-platform';

/**
 * The settings of the shared platforms: the union of what the suites that share them need. Suites
 * that test a limit or a timeout of their own start their own platform.
 */
export const SHARED_PLATFORM_ENV: NodeJS.ProcessEnv = {
  TRUST_PROXY: 'true',
  SIGNUP_MAX_PER_HOUR: '10000',
  LOGIN_IP_MAX_FAILURES: '1000',
  RPC_TIMEOUT_MS: '15000',
};

/** What a suite needs to reach a shared platform, handed from the global setup in the environment. */
interface SharedPlatformInfo {
  baseUrl: string;
  authSecret: string;
  env: NodeJS.ProcessEnv;
}

const variable = (mode: PlatformMode) => `TEST_SHARED_PLATFORM_${mode.toUpperCase()}`;

/** Jest's global setup of the integration project: one platform per mode when TEST_SHARED_PLATFORMS=true (scripts/test.mjs). */
export async function startSharedPlatforms(): Promise<RunningPlatform[]> {
  if (process.env.TEST_SHARED_PLATFORMS !== 'true') {
    return [];
  }
  const modes = await platformModes();
  const platforms = await Promise.all(
    modes.map((mode) => (mode === 'standalone' ? startStandalone(SHARED_PLATFORM_ENV) : startDistributed(SHARED_PLATFORM_ENV))),
  );
  for (const platform of platforms) {
    const info: SharedPlatformInfo = { baseUrl: platform.baseUrl, authSecret: platform.authSecret, env: platform.env };
    process.env[variable(platform.mode)] = JSON.stringify(info);
  }
  return platforms;
}

/** A shared platform as a suite sees it: no process of it is the suite's to stop, start or read. */
function sharedPlatform(mode: PlatformMode, info: SharedPlatformInfo): RunningPlatform {
  const refused = (what: string) => () => {
    throw new Error(`a suite on the shared ${mode} platform cannot ${what}: start a platform of its own (usePlatform)`);
  };
  const database = info.env.DATABASE_URL ? new URL(info.env.DATABASE_URL).pathname.slice(1) : undefined;
  return {
    mode,
    baseUrl: info.baseUrl,
    authSecret: info.authSecret,
    env: info.env,
    sql: database ? (query) => psql(database, query) : undefined,
    stop: refused('stop its processes'),
    start: refused('start processes'),
    // The global teardown stops it.
    cleanup: () => Promise.resolve(),
  };
}

/**
 * The shared platform of the mode, for a suite that only reads or cleans up after itself (and
 * leaves no limit used up): under scripts/test.mjs one platform per mode serves every such suite of
 * the lane; run alone, the suite starts a platform of its own with the same settings.
 */
export function useSharedPlatform(mode: PlatformMode): () => RunningPlatform {
  const shared = process.env[variable(mode)];
  if (shared) {
    const platform = sharedPlatform(mode, JSON.parse(shared) as SharedPlatformInfo);
    return () => platform;
  }
  return usePlatform(() => (mode === 'standalone' ? startStandalone(SHARED_PLATFORM_ENV) : startDistributed(SHARED_PLATFORM_ENV)));
}
