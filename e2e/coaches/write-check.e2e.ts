import { expect, test } from '@playwright/test';
import { isPhone, startLoggedIn } from '../shell/support';

const UNKNOWN = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({
    statusCode: 503,
    code: 'WRITE_OUTCOME_UNKNOWN',
    message:
      'The scheduling service did not confirm this change in time. It may have been saved: retry with the same Idempotency-Key to be safe.',
  }),
};

test(
  'a booking whose answer is lost says it is checking, asks again with the same key and shows the booking',
  { tag: '@responsive' },
  async ({ page }, testInfo) => {
    // Each viewport books its own Koach: both projects share one server and its slots.
    const coach = isPhone(testInfo) ? { slug: 'ramon-dizon' } : { slug: 'jasmine-abad' };
    await startLoggedIn(page, 'kadet');
    // The first two answers are lost (as from a frozen replica); the third attempt reaches the BFF.
    const keys: (string | null)[] = [];
    await page.route('**/api/v2/bookings', async (route) => {
      if (route.request().method() !== 'POST') {
        return route.fallback();
      }
      keys.push(await route.request().headerValue('idempotency-key'));
      if (keys.length === 1) {
        return route.fulfill(UNKNOWN);
      }
      if (keys.length === 2) {
        // Long enough to look at the status.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return route.fulfill(UNKNOWN);
      }
      return route.continue();
    });

    await page.goto(`/coaches/${coach.slug}/schedule/training/career-chat`);
    await page.getByRole('button', { name: 'Continue' }).click();
    const days = page.getByRole('list', { name: 'Days' });
    await expect(days).not.toHaveAttribute('aria-busy', 'true');
    let open = days.getByRole('button', { name: /: \d+ open times?$/ });
    for (let week = 0; week < 3 && !(await open.first().isVisible()); week++) {
      await page.getByRole('button', { name: 'Next week', exact: true }).click();
      await expect(days).not.toHaveAttribute('aria-busy', 'true');
      open = days.getByRole('button', { name: /: \d+ open times?$/ });
    }
    await open.first().click();
    await page
      .getByRole('group', { name: /Open times on/ })
      .getByRole('button')
      .first()
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/What would you like to get out of this session/).fill('Whether to shift to data');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    const status = page.getByRole('status').filter({ hasText: 'Checking whether it was saved…' });
    await expect(status).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('checking.png') });
    await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible({ timeout: 20_000 });
    await expect(status).toBeHidden();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  },
);
