import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { appReady, eventsIn, fakeAnalytics, sentEvent } from '../shell/support';

const isPhone = (testInfo: TestInfo): boolean => testInfo.project.name === 'phone';

/** appState before the app starts (redux-persist's format); 'declined' keeps the cookie bar out of the way. */
async function seedAppState(page: Page, cookieConsent: 'accepted' | 'declined' | null = 'declined'): Promise<void> {
  const stored = {
    loggedUser: 'null',
    isAuth: 'false',
    userPref: JSON.stringify(cookieConsent ? { cookieConsent } : {}),
    signupStage: '""',
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('appState', value);
    }
  }, JSON.stringify(stored));
}

/** The search box; on a phone it sits in the collapsed navigation, so the menu is opened first. */
async function searchBox(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    const toggle = page.getByRole('button', { name: 'Menu' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click();
    }
  }
  const box = page.getByRole('combobox', { name: 'Search coaches, careers and videos' });
  await expect(box).toBeVisible();
  return box;
}

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

/** Every GET /api/v2/search the page sends, as its q. */
function recordSearches(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v2/search') {
      queries.push(url.searchParams.get('q') ?? '');
    }
  });
  return queries;
}

test.describe('global search', { tag: '@responsive' }, () => {
  test('an empty box offers three suggestions; typing searches once, after the pause', async ({ page }, testInfo) => {
    // The page's own clock: time still flows, and runFor fires its timers at once instead of waiting.
    await page.clock.install();
    await seedAppState(page);
    const searches = recordSearches(page);
    await page.goto('/');
    await appReady(page);
    const box = await searchBox(page, testInfo);

    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(suggestions(page).getByRole('option')).toHaveText(['Watch career videos', 'Explore careers', 'Find a coach']);
    expect(searches).toEqual([]);

    // Typed faster than the 300 ms debounce: one request, for the whole word. The page's clock stands
    // still while the keys go in (on a loaded machine two keys may arrive further apart than the
    // debounce in real time), then moves past the debounce, then flows again.
    // Paused a second ahead: the command reaches the page later than 50 ms on a loaded machine, and
    // pausing in the past is refused (a run failed so); the jump fires no search, nothing is typed yet.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await box.pressSequentially('soft', { delay: 60 });
    await page.clock.runFor(300);
    await page.clock.resume();
    await expect(suggestions(page).getByRole('group', { name: 'Career Explorer' })).toBeVisible();
    await expect(suggestions(page).getByRole('option', { name: 'Software Developer' })).toBeVisible();
    await expect(suggestions(page).getByRole('option', { name: 'Software Developer' }).locator('mark')).toHaveText('Soft');
    await expect(suggestions(page).getByRole('option', { name: 'Watch career videos' })).toHaveCount(0);
    expect(searches).toEqual(['soft']);

    // Clearing the box brings the suggestions back without a request.
    await box.fill('');
    await expect(suggestions(page).getByRole('option')).toHaveCount(3);
    // Past the debounce: no search for the empty box.
    await page.clock.runFor(500);
    expect(searches).toEqual(['soft']);

    await page.screenshot({ path: `/tmp/web-search-${testInfo.project.name}-open.png` });
    const axe = await new AxeBuilder({ page }).include('header').analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });

  test('a misspelt career is still found, and choosing it opens its page', async ({ page }, testInfo) => {
    await seedAppState(page);
    await page.goto('/');
    await appReady(page);
    const box = await searchBox(page, testInfo);

    await box.fill('sofware develper');
    const option = suggestions(page).getByRole('option', { name: 'Software Developer' });
    await expect(option).toBeVisible();
    await page.screenshot({ path: `/tmp/web-search-${testInfo.project.name}-results.png` });
    await option.click();

    await expect(page).toHaveURL(/\/careers\/software-developer$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isPhone(testInfo)) {
      // The menu closed with the navigation.
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(await searchBox(page, testInfo)).toHaveValue('');
  });

  test('the words students use find the careers they mean, first and without unrelated ones', async ({ page }, testInfo) => {
    await seedAppState(page);
    await page.goto('/');
    await appReady(page);
    const box = await searchBox(page, testInfo);
    const options = suggestions(page).getByRole('option');
    const careers = suggestions(page).getByRole('group', { name: 'Career Explorer' }).getByRole('option');

    await box.fill('seaman');
    await expect(careers).toHaveText([
      'Marine Engineer',
      'Deck Officer (Mate)',
      'Able Seafarer Deck (Seaman)',
      'Able Seafarer Engine (Oiler)',
    ]);

    await box.fill('pulis');
    await expect(options.first()).toHaveText('Police Officer');
    await expect(options).toHaveText(['Police Officer']);

    // A misspelt career comes before the videos that mention it.
    await box.fill('softwre');
    await expect(options.first()).toHaveText('Software Developer');
    await expect(suggestions(page).getByRole('group').first()).toHaveAccessibleName('Career Explorer');
  });

  test('the keyboard moves through the results, Enter opens one and Escape closes the list', async ({ page }, testInfo) => {
    await seedAppState(page);
    await page.goto('/');
    await appReady(page);
    const box = await searchBox(page, testInfo);

    await box.fill('koach');
    await expect(suggestions(page).getByRole('group', { name: 'Coach Connector' })).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toBeHidden();

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const coach = suggestions(page).getByRole('group', { name: 'Coach Connector' }).getByRole('option').first();
    // Walk down to the first coach result.
    for (let step = 0; step < 16 && (await coach.getAttribute('aria-selected')) !== 'true'; step += 1) {
      await box.press('ArrowDown');
    }
    await expect(coach).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await coach.getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/coaches\/demo-koach$/);
  });

  test('a video chosen in search opens that video with its player, not the top of the list', async ({ page }, testInfo) => {
    // The player's frame is YouTube's: kept off the network here.
    await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
    await seedAppState(page);
    await page.goto('/');
    await appReady(page);
    const box = await searchBox(page, testInfo);
    await box.fill('grit passion');
    const option = suggestions(page).getByRole('group', { name: 'Videos' }).getByRole('option', { name: /^Grit/ });
    await option.click();

    await expect(page).toHaveURL(/\/videos\?v=[^&]+$/);
    const chosen = page.getByRole('region', { name: /^Chosen video: Grit/ });
    await expect(chosen).toBeVisible();
    await expect(chosen).toBeFocused();
    await expect(chosen.locator('iframe[title^="Grit"]')).toBeAttached();
    await expect(chosen.getByRole('heading', { level: 2 })).toBeInViewport();
    // The player is in sight, below the sticky header rather than under it.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await chosen.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await page.screenshot({ path: testInfo.outputPath(`chosen-video-${testInfo.project.name}.png`) });
  });

  test('Enter without a choice opens every match grouped as in the dropdown; Filipino words are understood', async ({ page }, testInfo) => {
    await seedAppState(page);
    await page.goto('/');
    await appReady(page);
    const box = await searchBox(page, testInfo);
    await box.fill('guro');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=guro$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');
    const careers = page.getByRole('region', { name: /^Career Explorer/ });
    await expect(careers.getByRole('link', { name: 'Public School Teacher' })).toBeVisible();
    // "guro" names the teaching careers: their group comes before the video that mentions teachers.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(/^Career Explorer/);
    // Nothing sticks out sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: testInfo.outputPath(`search-results-${testInfo.project.name}.png`), fullPage: true });

    await careers.getByRole('link', { name: 'Public School Teacher' }).click();
    await expect(page).toHaveURL(/\/careers\/public-school-teacher$/);
  });

  test.describe('analytics', () => {
    // posthog-js also drops events from user agents that look like bots, headless Chromium's included.
    test.use({
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    });

    test("'Received Search Result' and 'Clicked Search Result' go out only after cookie consent", async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await page.clock.install();
      await seedAppState(page, null);
      const { requests } = await fakeAnalytics(page);
      await page.goto('/');
      await appReady(page);

      // Before consent: a whole search, well past the 2 s, and a click send nothing.
      let box = await searchBox(page, testInfo);
      await box.fill('soft');
      await expect(suggestions(page).getByRole('option', { name: 'Software Developer' })).toBeVisible();
      await page.clock.runFor(2500);
      await suggestions(page).getByRole('option', { name: 'Software Developer' }).click();
      await expect(page).toHaveURL(/\/careers\/software-developer$/);
      await page.clock.runFor(1000);
      expect(requests).toHaveLength(0);

      await page.getByRole('region', { name: 'Your experience matters to us!' }).getByRole('button', { name: 'Accept' }).click();
      await sentEvent(page, requests, 'Accepted cookies');

      box = await searchBox(page, testInfo);
      await box.fill('data');
      const option = suggestions(page).getByRole('option').first();
      await expect(option).toBeVisible();
      const choices = await suggestions(page).getByRole('option').allTextContents();
      expect(await sentEvent(page, requests, 'Received Search Result')).toMatchObject({ properties: { query: 'data', choices } });

      const chosen = await option.textContent();
      await option.click();
      const clicked = await sentEvent(page, requests, 'Clicked Search Result');
      expect(clicked.properties).toMatchObject({ query: 'data', choices, productType: expect.stringMatching(/^(VIDEO|COACH|CAREER)$/) });
      expect(choices).toContain(chosen);
      // resultClicked is the path the choice opened (a video opens as /videos?v=<id>).
      await expect
        .poll(() => {
          const url = new URL(page.url());
          return `${url.pathname}${url.search}`;
        })
        .toBe(clicked.properties.resultClicked);
      // Only the one 'Received' for 'data': 'soft' was searched before consent.
      expect(requests.flatMap(eventsIn).filter((event) => event.event === 'Received Search Result')).toHaveLength(1);
    });
  });
});
