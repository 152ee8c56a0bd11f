import { expect, test } from '@playwright/test';
import { E2E_APP_VERSION } from '../e2e-config';
import { isPhone, seedAppState, startLoggedIn } from './support';

const ENTRIES = ['Home', 'Forum', 'Virtual Apprenticeship', 'Coach Connector', 'Career Explorer', 'Career Database', "What's New", 'FAQs'];

test.describe('navigation and footer', () => {
  test(
    'shows the spec entries, highlights the current one and routes without reloading',
    { tag: '@responsive' },
    async ({ page }, testInfo) => {
      await seedAppState(page);
      await page.goto('/careers/data-analyst');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = page.getByRole('button', { name: 'Menu' });

      if (isPhone(testInfo)) {
        await expect(nav).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(toggle).toBeHidden();
      }
      await expect(nav.getByRole('listitem')).toHaveText(ENTRIES.map((label) => (label === 'Forum' ? /^Forum\s*New/ : label)));
      await expect(nav.getByRole('link', { name: 'Career Explorer' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

      const forum = nav.getByRole('link', { name: /^Forum/ });
      await expect(forum).toHaveAttribute('target', '_blank');
      await expect(forum).toHaveAttribute('href', /^https:\/\//);
      await expect(forum.getByText('New', { exact: true })).toBeVisible();

      await nav.getByRole('link', { name: 'FAQs' }).click();
      await expect(page).toHaveURL(/\/faqs$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (isPhone(testInfo)) {
        // Choosing a link closed the menu.
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(nav).toBeHidden();
      }
      await expect(page.getByRole('banner').locator('a[aria-current="page"]')).toHaveText('FAQs');
    },
  );

  test(
    'Get Started for visitors; Logout and the avatar linking to /my when logged in',
    { tag: '@responsive' },
    async ({ page }, testInfo) => {
      await seedAppState(page);
      await page.goto('/');
      if (isPhone(testInfo)) {
        await page.getByRole('button', { name: 'Menu' }).click();
      }
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/login',
      );

      const other = await page.context().newPage();
      await startLoggedIn(other, 'kadet');
      await other.goto('/');
      const avatar = other.getByRole('link', { name: 'My account (demo_kadet)' });
      // One avatar is on screen: in the bar on phones, in the navigation on wide screens.
      await expect(avatar.locator('visible=true')).toHaveCount(1);
      const nav = other.getByRole('navigation', { name: 'Main' });
      if (isPhone(testInfo)) {
        await expect(nav.getByRole('link', { name: /My account/ })).toBeHidden();
        await other.getByRole('button', { name: 'Menu' }).click();
      } else {
        await expect(nav.getByRole('link', { name: /My account/ })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
      await avatar.locator('visible=true').click();
      await expect(other).toHaveURL(/\/my\/profile$/);
    },
  );

  test('the logo is the full logo from 1170 px and the icon below', { tag: '@responsive' }, async ({ page }, testInfo) => {
    await seedAppState(page);
    await page.goto('/');
    const logo = page.getByRole('link', { name: 'Lakbay home' });
    await expect(logo.getByText('Lakbay')).toBeVisible({ visible: !isPhone(testInfo) });
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(logo.getByText('Lakbay')).toBeHidden();
    // 1050 px and up: the full navigation still fits next to Get Started.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1049, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  // The menu exists below 1050 px: the desktop project leaves @phone tests out (playwright.config.ts).
  test.describe('the phone menu', { tag: '@phone' }, () => {
    test('the menu closes on an outside click and on Escape, giving focus back to the toggle', async ({ page }) => {
      await seedAppState(page);
      await page.goto('/videos');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });

      await toggle.click();
      await expect(nav).toBeVisible();
      await page.mouse.click(200, 700);
      await expect(nav).toBeHidden();

      // Keyboard only: focus the toggle, open with Enter, walk in, Escape.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('the open phone menu lies clear of the search row: Home can be tapped, and focus never lands on a hidden entry', async ({
      page,
    }, testInfo) => {
      await seedAppState(page);
      await page.goto('/videos');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await toggle.tap();
      await expect(nav).toBeVisible();
      // The search box stays usable above the menu, and the menu starts below it.
      const search = page.getByRole('combobox', { name: 'Search coaches, careers and videos' });
      const searchBox = (await search.boundingBox())!;
      const navBox = (await nav.boundingBox())!;
      expect(navBox.y).toBeGreaterThanOrEqual(searchBox.y + searchBox.height);

      // Keyboard: from the toggle, every stop in the menu is on screen and on top where it is drawn.
      await toggle.focus();
      const stops = [...ENTRIES, 'Get Started'];
      for (const label of stops) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        await expect(focused).toHaveText(label === 'Forum' ? /^Forum/ : label);
        await expect(focused).toBeInViewport({ ratio: 1 });
        const onTop = await focused.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top !== null && element.contains(top);
        });
        expect(onTop, `${label} is covered`).toBe(true);
      }

      // A tap on Home reaches it (before the fix the search row took it).
      await page.keyboard.press('Escape');
      await toggle.tap();
      await nav.getByRole('link', { name: 'Home' }).tap();
      await expect(page).toHaveURL(/\/$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.screenshot({ path: testInfo.outputPath('home-after-menu.png') });
    });
  });

  test(
    'footer: pages and icons on large screens, FAQs help on small ones, credit and version',
    { tag: '@responsive' },
    async ({ page }, testInfo) => {
      await seedAppState(page);
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Made with love by the product team');
      await expect(footer).toContainText(`Version ${E2E_APP_VERSION}`);
      const icons = footer.getByRole('link', { name: /\(opens in a new tab\)$/ });
      await expect(icons).toHaveCount(6);
      for (const icon of await icons.all()) {
        await expect(icon).toBeVisible();
        await expect(icon).toHaveAttribute('target', '_blank');
      }
      const box = await footer.boundingBox();
      if (isPhone(testInfo)) {
        expect(box?.height).toBe(130);
        await expect(footer.getByText('Need help? Go to our FAQs!')).toBeVisible();
        await expect(footer.getByRole('navigation', { name: 'Pages' })).toBeHidden();
      } else {
        expect(box?.height).toBe(200);
        await expect(footer.getByText('Need help? Go to our FAQs!')).toBeHidden();
        await expect(footer.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Career Explorer' })).toBeVisible();
      }
    },
  );

  test('the page scrolls to top on navigation', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
