import { test } from '@playwright/test';
import { WALKERS, walkRoutes } from './route-walk';

// Issue 29: every route at 375 px in English: no page scrolls sideways (the Filipino walk is
// filipino-walk.e2e.ts). Phone project only (tagged @phone): the width is what it checks.
test.describe('the English interface, route by route', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 600_000 });

  for (const role of WALKERS) {
    test(`${role}, in English: no sideways scroll`, async ({ page }) => {
      await walkRoutes(page, role, 'en');
    });
  }
});
