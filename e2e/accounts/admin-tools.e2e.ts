import { expect, test } from '@playwright/test';
import { DEMO, expectNotCovered, openedDialog, startLoggedIn } from '../shell/support';

test.describe('admin tools', () => {
  test('the menu links to every admin screen, the content editors included', async ({ page }) => {
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/emulate');
    await page.getByRole('button', { name: 'Admin Tools' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin tools' });
    for (const name of ['Careers', 'Jobs', 'Videos', 'Events', 'FAQs', 'Coaching resources']) {
      await expect(menu.getByRole('link', { name: `Content: ${name}`, exact: true })).toBeVisible();
    }
    for (const name of ['Koach allowlist', 'Koach calendars', 'Audit log', 'Apprenticeship applications', 'Revoke a certificate']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Content: FAQs' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/faqs$/);
    await expect(menu).toBeHidden();
  });

  test('the allowlist is listed, and removing an e-mail asks first', async ({ page }, testInfo) => {
    const email = `allow-${testInfo.project.name}-${Date.now()}@example.ph`;
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/emulate');
    const add = page.getByRole('button', { name: 'Add to allowlist' });
    await page.getByRole('form', { name: 'Add an e-mail to the coach allowlist' }).getByLabel('E-mail Address').fill(email);
    await expectNotCovered(add);
    await add.click();
    const list = page.getByRole('list', { name: 'E-mails on the coach allowlist' });
    await expect(list.getByText(email)).toBeVisible();

    const remove = list.getByRole('button', { name: `Remove ${email}` });
    await expectNotCovered(remove);
    await remove.click();
    const confirm = await openedDialog(page, `Remove ${email} from the allowlist?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByText(email)).toBeVisible();

    await remove.click();
    await (await openedDialog(page, `Remove ${email} from the allowlist?`)).getByRole('button', { name: 'Remove' }).click();
    // The removal is answered first (a busy machine may take seconds), then the list is read again.
    await expect(page.getByText('Removed the email from the allowlist')).toBeVisible({ timeout: 20000 });
    await expect(list.getByText(email)).toHaveCount(0, { timeout: 10000 });
    await page.screenshot({ path: `/tmp/admin-allowlist-${testInfo.project.name}.png`, fullPage: true });
  });

  test('deactivating a Koach and promoting a Kadet ask first, and Cancel changes nothing', async ({ page }) => {
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/emulate');
    const found = page.getByRole('group', { name: 'Found user' });

    await page.getByLabel('Username', { exact: true }).fill(DEMO.koach.username);
    await page.getByRole('button', { name: 'Find user' }).click();
    await expect(found.getByText('Active', { exact: true })).toBeVisible();
    await found.getByRole('button', { name: 'Deactivate Koach' }).click();
    const deactivate = await openedDialog(page, `Deactivate Koach ${DEMO.koach.username}?`);
    await expect(deactivate).toContainText('Kadets can no longer find or book them');
    await deactivate.getByRole('button', { name: 'Cancel' }).click();
    await expect(deactivate).toBeHidden();
    await expect(found.getByText('Active', { exact: true })).toBeVisible();

    await page.getByLabel('Username', { exact: true }).fill(DEMO.kadet.username);
    await page.getByRole('button', { name: 'Find user' }).click();
    await expect(found.getByText(DEMO.kadet.email)).toBeVisible();
    await found.getByRole('button', { name: 'Promote to Koach' }).click();
    const promote = await openedDialog(page, `Promote ${DEMO.kadet.username} to Koach?`);
    await promote.getByRole('button', { name: 'Cancel' }).click();
    await expect(promote).toBeHidden();
    await expect(found.getByText('Kadet', { exact: true })).toBeVisible();
  });

  test('an admin reads the Koach calendars now and sees what was found', async ({ page }) => {
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/emulate#calendars');
    await page.getByRole('button', { name: 'Read calendars now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /open times for \d+ Koaches|No changes since the last read/ })).toBeVisible();
  });
});
