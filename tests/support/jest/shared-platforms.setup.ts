import type { RunningPlatform } from '../platform';
import { startSharedPlatforms } from '../shared-platform';

declare global {
  var lakbaySharedPlatforms: RunningPlatform[] | undefined;
}

// Jest's globalSetup: runs once before the integration suites, in the process that runs them.
export default async function setup(): Promise<void> {
  globalThis.lakbaySharedPlatforms = await startSharedPlatforms();
}
