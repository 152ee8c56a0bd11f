import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoggedUser } from '@lakbay/contracts';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** A value unique to this test run and viewport (both projects share one server). */
export const unique = (testInfo: TestInfo, prefix: string): string =>
  `${prefix}${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`.toLowerCase();

/** Picks options of an antd Select found by its label. */
export async function choose(page: Page, label: string, ...options: string[]): Promise<void> {
  // One dropdown at a time: the previous one may still be fading out.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByLabel(label, { exact: true }).click();
  for (const option of options) {
    const item = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
    // A single select closes and shows the choice; a multiple one marks it selected in the list.
    const chosen = page
      .locator(`.ant-select-selection-item[title="${option}"]`)
      .or(page.locator(`.ant-select-item-option-selected[title="${option}"]`))
      .first();
    // Until the choice shows: a click that lands while the list slides in or draws again is lost
    // (a CI run's was), and the list may have closed meanwhile. Never clicks a shown choice again.
    await expect(async () => {
      if (await chosen.isVisible()) {
        return;
      }
      if (!(await item.isVisible())) {
        await page.getByLabel(label, { exact: true }).click();
      }
      await expect(item).toBeVisible({ timeout: 5000 });
      // A dispatched click: on touch screens the list may still be sliding in when a tap lands.
      await item.dispatchEvent('click');
      await expect(chosen).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The text of the newest e-mail in DATA_DIR/mail sent to `to`, quoted-printable decoded. */
/** The newest e-mail to `to` whose raw text contains `containing` (a sign-up also sends a welcome e-mail). */
export async function waitForEmail(to: string, containing = ''): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  }
  const mailDir = join(dataDir, 'mail');
  let found = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
        } catch {
          return false;
        }
        for (const name of files.sort().reverse()) {
          const text = readFileSync(join(mailDir, name), 'utf8');
          if (text.toLowerCase().includes(to.toLowerCase()) && text.includes(containing)) {
            found = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
            return true;
          }
        }
        return false;
      },
      { timeout: 15000, message: `an e-mail to ${to} in ${mailDir}` },
    )
    .toBe(true);
  return found;
}

/** The path of the sign-up link e-mailed to `email` (/signup/complete?token=...). */
export async function signupLinkPath(email: string): Promise<string> {
  const message = await waitForEmail(email, 'Subject: Finish signing up for Lakbay');
  const path = /\/signup\/complete\?token=[\w-]+/.exec(message)?.[0];
  if (!path) {
    throw new Error(`no sign-up link in the e-mail to ${email}`);
  }
  return path;
}

/** Signs up through the API as a person does: the form, then the e-mailed link. Answers the logged user. */
export async function signUpThroughLink(request: APIRequestContext, email: string, password: string): Promise<LoggedUser> {
  const requested = await request.post('/api/v2/auth/signup', { data: { email, password } });
  expect(requested.status()).toBe(202);
  const token = new URL(await signupLinkPath(email), 'http://x').searchParams.get('token');
  const completed = await request.post('/api/v2/auth/signup/complete', { data: { token } });
  expect(completed.status()).toBe(201);
  return (await completed.json()) as LoggedUser;
}
