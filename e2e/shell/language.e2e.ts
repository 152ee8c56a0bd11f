import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { appReady, isPhone, seedAppState } from './support';

// The English the interface had before the switch; after it none of these may show.
const ENGLISH_SEARCH_PLACEHOLDER = 'Search coaches, careers, videos';
const ENGLISH_HINTS = ['Watch career videos', 'Explore careers', 'Find a coach'];

/** On a phone the navigation (and the search box and language switch in it) sits behind Menu. */
async function openMenu(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Menu|Mga Pahina)$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click();
    }
  }
}

test.describe('interface language', { tag: '@responsive' }, () => {
  test('a visitor switches to Filipino from the nav; after a reload the nav, a career page and the search hints are in Filipino', async ({
    page,
  }, testInfo) => {
    await seedAppState(page);
    await page.goto('/careers/data-analyst');
    await expect(page.getByRole('heading', { level: 2, name: 'A day in the life' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The menu and the switch are the app's once it has taken the server's page over (a tap before is not seen).
    await appReady(page);

    await openMenu(page, testInfo);
    // Two switches are on the page (in the phone menu, and in the wide search row): the one on screen.
    const filipino = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Filipino' }).locator('visible=true');
    await filipino.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('heading', { level: 2, name: 'Isang araw sa trabaho' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await appReady(page);

    // The career page: its headings in Filipino; the career itself (content) as written.
    await expect(page.getByRole('heading', { level: 1, name: 'Data Analyst' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Isang araw sa trabaho' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Paano makarating dito' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saklaw ng sahod' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A day in the life' })).toHaveCount(0);

    // The nav: Filipino names, programme names (Career Explorer...) kept, the switch showing Filipino chosen.
    await openMenu(page, testInfo);
    const nav = page.getByRole('navigation', { name: 'Pangunahin' });
    await expect(nav.getByRole('link', { name: 'Tahanan' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mga Tanong' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Career Explorer' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('group', { name: 'Wika' }).getByRole('button', { name: 'Filipino' }).locator('visible=true'),
    ).toHaveAttribute('aria-pressed', 'true');

    // The search box: its placeholder and the hints an empty box offers are no longer English.
    const box = page.getByRole('combobox').locator('visible=true');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('placeholder', /\S/);
    await expect(box).not.toHaveAttribute('placeholder', ENGLISH_SEARCH_PLACEHOLDER);
    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const hints = page.getByRole('listbox').getByRole('option');
    await expect(hints).toHaveCount(3);
    const texts = await hints.allTextContents();
    expect(texts.filter((text) => ENGLISH_HINTS.includes(text.trim()))).toEqual([]);
  });

  test('the career list in Filipino keeps its layout on this screen', async ({ page }, testInfo) => {
    await seedAppState(page);
    await page.addInitScript(() => {
      // The choice as the app keeps it (userPref.language), as if made on an earlier visit.
      const stored = JSON.parse(localStorage.getItem('appState') ?? '{}') as Record<string, string>;
      const pref = JSON.parse(stored.userPref ?? '{}') as Record<string, unknown>;
      stored.userPref = JSON.stringify({ ...pref, language: 'fil' });
      localStorage.setItem('appState', JSON.stringify(stored));
    });
    await page.goto('/careers');
    await expect(page.getByRole('searchbox', { name: 'Maghanap ng career' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Mga career' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(/^\d+ na career$/)).toBeVisible();
    // Longer Filipino words push nothing out of the page's content: it does not scroll sideways.
    const overflow = await page.getByRole('main').evaluate((main) => main.scrollWidth - main.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Nor does the header: the longer nav names leave Get Started on screen.
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    if (!isPhone(testInfo)) {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Magsimula' })).toBeInViewport({ ratio: 1 });
    }
  });
});
