import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { animationsDone, appReady, isPhone, seedAppState, startLoggedIn } from './support';

const PUBLIC_PATHS = [
  '/',
  '/login',
  '/signup',
  '/signup-coach',
  '/password-reset',
  '/error?badUrl=%2Fcareers',
  '/test-auth',
  '/coaches',
  '/coaches/ana-reyes',
  '/coaches/ana-reyes/schedule/training',
  '/coaches/ana-reyes/schedule/training/intro-call',
  '/coaches/ana-reyes/schedule/steps/1',
  '/careers',
  '/careers/data-analyst',
  '/interests',
  '/interests?start=1',
  '/events',
  '/events/e-1',
  '/virtual-apprenticeship',
  '/virtual-apprenticeship/c-1',
  '/virtual-apprenticeship/c-1/enroll',
  '/virtual-apprenticeship/c-1/enroll/start',
  '/virtual-apprenticeship/c-1/enroll/welcome',
  '/virtual-apprenticeship/c-1/week/1',
  '/virtual-apprenticeship/c-1/week/1/submit',
  '/virtual-apprenticeship/c-1/home',
  '/virtual-apprenticeship/c-1/todos',
  '/virtual-apprenticeship/c-1/manage',
  '/jobs',
  '/videos',
  '/faqs',
  '/faqs/add-availability',
  '/explore/coaches',
  '/explore/careers',
  '/explore/events',
  '/onboarding',
  '/onboarding/steps/1',
  '/onboarding-coach',
  '/onboarding-coach/steps/1',
  '/coaching-resources',
  '/no/such/page',
];

const SIGNED_IN_PATHS = [
  '/',
  '/my/profile',
  '/my/profile/edit',
  '/my/coaches',
  '/my/schedule',
  '/my/schedule/s-1/reschedule/steps/1',
  '/my/availability',
  '/my/kadets',
  '/sso/discourse',
  '/admin/emulate',
];

/** Serious and critical axe violations on the page as it is now, described for the failure message. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function settle(page: Page) {
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The consent bar and page content fade in; check the final state.
  await animationsDone(page);
}

test.describe('accessibility (axe: no serious or critical violations)', { tag: '@responsive' }, () => {
  // Every public route, in four parts of about ten routes: each part has a time limit of its own
  // and a failure names its part.
  const PARTS = 4;
  const perPart = Math.ceil(PUBLIC_PATHS.length / PARTS);
  for (let part = 0; part < PARTS; part++) {
    const paths = PUBLIC_PATHS.slice(part * perPart, (part + 1) * perPart);
    test(`every public route, for a visitor (part ${part + 1} of ${PARTS}: ${paths[0]} to ${paths.at(-1)})`, async ({ page }) => {
      test.setTimeout(120_000);
      await seedAppState(page);
      const failures: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        failures.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
      }
      expect(failures).toEqual([]);
    });
  }

  test('the signed-in routes, for a Koach and an admin', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await startLoggedIn(page, 'koach');
    const failures: string[] = [];
    for (const path of SIGNED_IN_PATHS) {
      await page.goto(path);
      await settle(page);
      failures.push(...(await seriousViolations(page)).map((line) => `koach ${path}: ${line}`));
    }
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
    const adminPage = await adminContext.newPage();
    await startLoggedIn(adminPage, 'admin');
    await adminPage.goto('/admin/emulate');
    await settle(adminPage);
    failures.push(...(await seriousViolations(adminPage)).map((line) => `admin: ${line}`));
    await adminContext.close();
    expect(failures).toEqual([]);
  });

  test('the consent bar, the open menu and the login modal', async ({ page }, testInfo) => {
    await seedAppState(page, { cookieConsent: null });
    await page.goto('/careers');
    await settle(page);
    // The bar is drawn once the page is hydrated, after the server's heading shows: its fade-in is
    // waited for too (axe mid-fade read its button's colours half-blended).
    await expect(page.getByRole('button', { name: /^accept$/i })).toBeVisible();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);

    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    }

    await page.goto('/test-auth');
    await settle(page);
    await page.getByRole('button', { name: 'Check my session' }).click();
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('keyboard only: skip link, visible focus, consent bar', async ({ page }) => {
    await seedAppState(page, { cookieConsent: null });
    await page.goto('/');
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // The consent bar comes next, before the page.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('region', { name: 'Your experience matters to us!' }).getByRole('link', { name: /Privacy Policy/ }),
    ).toBeFocused();
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Accept' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Your experience matters to us!' })).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('input placeholders read at 4.5:1 or more against their field (axe does not check them)', async ({ page }) => {
    test.setTimeout(120_000);
    await seedAppState(page);
    const faint: string[] = [];
    for (const path of ['/careers', '/videos', '/jobs', '/coaches', '/login', '/signup', '/faqs']) {
      await page.goto(path);
      await settle(page);
      const fields = await page.evaluate(() => {
        const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
        };
        // The colour behind the field: its own background, or the first opaque one around it.
        const backgroundOf = (el: Element | null): number[] => {
          for (let at = el; at; at = at.parentElement) {
            const [r, g, b, a = 1] = rgb(getComputedStyle(at).backgroundColor);
            if (a > 0.5) {
              return [r, g, b];
            }
          }
          return [255, 255, 255];
        };
        return [...document.querySelectorAll('input[placeholder], textarea[placeholder]')]
          .filter((field) => (field as HTMLElement).offsetParent !== null)
          .map((field) => {
            const style = getComputedStyle(field, '::placeholder');
            const [r, g, b, a = 1] = rgb(style.color);
            const opacity = Number(style.opacity);
            const back = backgroundOf(field);
            // What shows: the placeholder's colour laid over the background by its alpha and opacity.
            const shown = [r, g, b].map((c, i) => c * a * opacity + back[i] * (1 - a * opacity));
            const [light, dark] = [luminance(shown), luminance(back)].sort((x, y) => y - x);
            return { name: (field as HTMLInputElement).placeholder, ratio: (light + 0.05) / (dark + 0.05) };
          });
      });
      expect(fields.length, `${path} has a field with a placeholder`).toBeGreaterThan(0);
      faint.push(...fields.filter((f) => f.ratio < 4.5).map((f) => `${path} "${f.name}": ${f.ratio.toFixed(2)}:1`));
    }
    expect(faint).toEqual([]);
  });
});
