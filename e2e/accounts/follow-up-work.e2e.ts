import { expect, test } from '@playwright/test';
import { expectNotCovered, openedDialog, startLoggedIn } from '../shell/support';

const FAILED = {
  service: 'users',
  id: '5b4f3c1e-0d6a-4c39-9f1e-2a7d8e9b0c11',
  job: 'mail.send',
  state: 'failed',
  summary: '"Reset your Lakbay password" to ana.dela.cruz@example.ph',
  dueAt: '2026-12-01T02:00:00.000Z',
  failedAt: '2026-12-01T03:00:00.000Z',
  attempts: 4,
  redrives: 1,
  lastError: 'Mail refused (550): 5.1.1 <ana.dela.cruz@example.ph>: Recipient address rejected: User unknown in virtual mailbox table',
};
const DELAYED = {
  ...FAILED,
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  service: 'scheduling',
  job: 'scheduling.booking.remind',
  state: 'delayed',
  summary: 'scheduling.booking.remind',
  failedAt: null,
  attempts: 9,
  redrives: 0,
  lastError: null,
};

test.describe('admin follow-up work', () => {
  test('is in the admin menu and lists every service with nothing failed @responsive', async ({ page }) => {
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/emulate');
    await page.getByRole('button', { name: 'Admin Tools' }).click();
    await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Follow-up work' }).click();
    await expect(page).toHaveURL(/\/admin\/follow-up-work$/);
    await expect(page.getByRole('heading', { name: 'Follow-up work', level: 1 })).toBeVisible();
    const services = page.getByRole('list', { name: 'Follow-up work by service' });
    for (const name of ['users', 'content', 'scheduling', 'apprenticeship']) {
      await expect(services.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Nothing failed or delayed.' })).toBeVisible();
  });

  test('failed and delayed work stacks on a phone, and Send again asks first @responsive', async ({ page }, testInfo) => {
    await startLoggedIn(page, 'admin');
    // The demo platform has no failed work: the list is faked, the re-drive answered.
    let sent: unknown;
    await page.route('**/api/v2/admin/follow-up-work', (route) =>
      route.fulfill({
        json: {
          services: [
            { service: 'users', counts: { pending: 0, enqueued: 2, delayed: 0, failed: 1 }, reachable: true },
            { service: 'content', counts: { pending: 0, enqueued: 0, delayed: 0, failed: 0 }, reachable: true },
            { service: 'scheduling', counts: { pending: 1, enqueued: 3, delayed: 1, failed: 0 }, reachable: true },
            {
              service: 'apprenticeship',
              counts: { pending: 0, enqueued: 0, delayed: 0, failed: 0 },
              reachable: false,
              error: 'The apprenticeship service did not answer in time.',
            },
          ],
          items: [FAILED, DELAYED],
        },
      }),
    );
    await page.route('**/api/v2/admin/follow-up-work/redrive', (route) => {
      sent = route.request().postDataJSON();
      return route.fulfill({ json: { service: 'users', redriven: 1 } });
    });
    await page.goto('/admin/follow-up-work');
    const again = page.getByRole('button', { name: `Send again: ${FAILED.summary}` });
    await expect(again).toBeVisible();
    await expect(page.getByText(FAILED.lastError)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: `/tmp/follow-up-work-${testInfo.project.name}.png`, fullPage: true });

    await expectNotCovered(again);
    await again.click();
    await (await openedDialog(page, 'Send this again?')).getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Sent 1 item again.')).toBeVisible();
    await page.screenshot({ path: `/tmp/follow-up-work-sent-${testInfo.project.name}.png` });
    expect(sent).toEqual({ service: 'users', ids: [FAILED.id] });
  });
});
