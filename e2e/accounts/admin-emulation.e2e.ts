import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, animationsDone, startLoggedIn } from '../shell/support';

test('an admin finds a Kadet, emulates them, sees the banner and stops', async ({ page }, testInfo) => {
  await startLoggedIn(page, 'admin');
  await page.goto('/admin/emulate');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin Tools' })).toBeVisible();

  const start = page.getByRole('button', { name: 'Start Emulation' });
  await expect(start).toBeDisabled();
  await page.getByLabel('Username', { exact: true }).fill(DEMO.kadet.username);
  await page.getByRole('button', { name: 'Find user' }).click();
  const found = page.getByRole('group', { name: 'Found user' });
  await expect(found.getByText(DEMO.kadet.email)).toBeVisible();
  await expect(start).toBeEnabled();
  // Measure contrast at rest: no button or table in its (faded) loading state.
  await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await animationsDone(page);
  const violations = (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
    (v) => v.impact === 'critical' || v.impact === 'serious',
  );
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: `/tmp/accounts-admin-${testInfo.project.name}.png`, fullPage: true });

  await start.click();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('region', { name: 'Emulation' });
  await expect(banner).toContainText(`You are emulating ${DEMO.kadet.username}`);
  await expect(banner).toContainText('live and done on behalf of this user');
  await expect(page.getByText(DEMO.kadet.username, { exact: true }).first()).toBeVisible();
  // Requests now carry the admin's token and X-Emulate-User: /users/me answers the Kadet.
  // (The request, not its answer's body: a /users/me still under way from the home page may be
  // dropped by the navigation.)
  const me = page.waitForRequest(
    (request) => request.url().endsWith('/api/v2/users/me') && request.headers()['x-emulate-user'] !== undefined,
  );
  await page.goto('/my/profile');
  await me;
  await expect(page.getByRole('main').getByText(DEMO.kadet.email)).toBeVisible();
  await page.screenshot({ path: `/tmp/accounts-emulating-${testInfo.project.name}.png` });

  await banner.getByRole('button', { name: 'Stop Emulation' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Emulation' })).toHaveCount(0);
  await page.goto('/admin/emulate');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeVisible();
  // The audit log lists the emulation, newest first.
  await expect(page.locator('#audit-log').getByText('emulation.start').first()).toBeVisible();
});
