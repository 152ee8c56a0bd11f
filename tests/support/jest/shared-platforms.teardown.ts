// Jest's globalTeardown: stops what shared-platforms.setup.ts started.
export default async function teardown(): Promise<void> {
  await Promise.all((globalThis.lakbaySharedPlatforms ?? []).map((platform) => platform.cleanup()));
}
