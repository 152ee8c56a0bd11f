import { expect, test } from '@playwright/test';
import { seedAppState } from './support';

// The SPA runs under the BFF's Content-Security-Policy: no page may trip it.
test('the home, careers and coaches pages load under the Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(60000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await seedAppState(page);
  for (const path of ['/', '/careers', '/coaches']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
  }
  expect(violations).toEqual([]);
});
