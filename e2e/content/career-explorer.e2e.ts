import { expect, test, type Page } from '@playwright/test';
import { appReady, seedAppState } from '../shell/support';

const THIRD_PARTY = /youtube|ytimg|googlevideo|doubleclick/;

/** Requests the page made to YouTube and friends so far (blocked: the test needs no internet). */
async function recordThirdParty(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(THIRD_PARTY, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return seen;
}

// The platform answers slowly on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe('Career Explorer', () => {
  test('a visitor filters careers by category and words, opens one and reads it', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Career Explorer' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Careers' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // The filters are the app's once it has taken the server's page over (a tap before is not seen).
    await appReady(page);

    const filters = page.getByRole('group', { name: 'Filter by category' });
    await filters.getByRole('button', { name: /^Data/ }).click();
    await expect(page).toHaveURL(/category=data/);
    await expect(filters.getByRole('button', { name: /^Data/ })).toHaveAttribute('aria-pressed', 'true');
    const summary = page.getByText(/^\d+ careers? in Data$/);
    await expect(summary).toBeVisible();
    // The list settles on the Data careers: as many cards as the summary says, each tagged Data.
    // (While the filtered list loads, the summary can still give the whole catalogue's count: the
    // summary and the list are read together until they agree.)
    const agreed = async () => {
      const shown = Number(/^\d+/.exec((await summary.textContent()) ?? '')?.[0]);
      return shown > 0 && (await cards.count()) === shown;
    };
    await expect.poll(agreed, { message: 'the summary and the list agree on the Data careers' }).toBe(true);
    await expect(cards.filter({ hasNot: page.locator('span', { hasText: /^Data$/ }) })).toHaveCount(0);

    // Typing is debounced; the list then narrows to what matches.
    await page.getByRole('searchbox', { name: 'Search careers' }).fill('analyst');
    await expect(page).toHaveURL(/q=analyst/);
    await expect(cards.getByRole('link', { name: 'Data Analyst', exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search careers' }).fill('zzzz no such career');
    await expect(page.getByRole('heading', { name: /No careers match “zzzz no such career” in Data/ })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/category=/);

    await page.goto('/careers?category=data&q=analyst');
    await page.getByRole('link', { name: 'Data Analyst', exact: true }).click();
    await expect(page).toHaveURL(/\/careers\/data-analyst$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Analyst' })).toBeVisible();
    for (const section of ['A day in the life', 'Key tasks', 'Skills', 'How to get there', 'Outlook', 'Salary range']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Hard skills' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Senior high strand' })).toBeVisible();
    await expect(page.getByText('Entry level')).toBeVisible();
    await expect(page.getByText(/₱\d{2},\d{3} – ₱\d{2,3},\d{3}/).first()).toBeVisible();
    await expect(page.getByText(/figures; source:/)).toBeVisible();

    const related = page.getByRole('region', { name: 'Related careers' }).getByRole('link').first();
    const name = await related.textContent();
    await related.click();
    await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  });

  test('an unknown career says so', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/careers/no-such-career');
    await expect(page.getByRole('heading', { name: 'We could not find this career' })).toBeVisible();
  });

  test('videos cost no third-party request until one is played', async ({ page }) => {
    await seedAppState(page);
    const thirdParty = await recordThirdParty(page);
    await page.goto('/videos');
    const play = page.getByRole('button', { name: /^Play video: / });
    await expect(play.first()).toBeVisible();
    expect(await play.count()).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    const label = (await play.first().getAttribute('aria-label')) ?? '';
    const title = label.replace(/^Play video: /, '').replace(/(, [^,]*minutes?)?( \d+(:\d+)+)?$/, '');
    await play.first().click();
    const player = page.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
    await expect(player).toHaveAttribute('title', title);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('a career page plays its related video only on click', async ({ page }) => {
    await seedAppState(page);
    const thirdParty = await recordThirdParty(page);
    await page.goto('/careers/data-analyst');
    const videos = page.getByRole('region', { name: 'Related videos' });
    const play = videos.getByRole('button', { name: /^Play video: / }).first();
    await expect(play).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await play.click();
    await expect(videos.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
  });

  test('jobs: filters; sample listings are marked and never link to an application', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/jobs');
    const jobs = page.getByRole('list', { name: 'Jobs' }).locator('> li');
    await expect(jobs.first()).toBeVisible();
    // Every seed job is a sample: a badge, a disabled Apply that says why, and no link out.
    const sample = jobs.first();
    await expect(sample.getByText('Sample listing', { exact: true })).toBeVisible();
    await expect(sample.getByRole('link', { name: /^Apply for / })).toHaveCount(0);
    const apply = sample.getByRole('button', { name: /^Apply for / });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAccessibleDescription(/no application to send/);
    await expect(page.locator('a[href*="jobs.example.com"]')).toHaveCount(0);

    // Typed into the app's field: text typed into the server's page before the app takes it over
    // is not seen by the filter (a CI run filled it 2 checks before the app was ready).
    await appReady(page);
    await page.getByLabel('Location').fill('Cebu');
    await expect(page).toHaveURL(/location=Cebu/);
    await expect(jobs.first()).toBeVisible();
    // The list is replaced once the filtered answer arrives: poll the whole list, not a snapshot of it.
    await expect
      .poll(async () => {
        const texts = await jobs.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Cebu'));
      })
      .toBe(true);
    await page.getByLabel('Location').fill('Nowhere at all');
    await expect(page.getByRole('heading', { name: 'No open jobs match these filters' })).toBeVisible();
  });

  test(
    'job cards: no line of facts starts with a dot, and no description shows text past its four lines',
    { tag: '@responsive' },
    async ({ page }) => {
      await seedAppState(page);
      await page.goto('/jobs');
      const jobs = page.getByRole('list', { name: 'Jobs' }).locator('> li');
      await expect(jobs.nth(5)).toBeVisible();
      const cards = await page.getByRole('list', { name: 'Jobs' }).evaluate((list) =>
        [...list.querySelectorAll(':scope > li')].map((card) => {
          const facts = [...card.querySelectorAll('ul li')];
          // A fact's dot: the browser hit-tests only what shows (a clipped part is not hit).
          const dotShows = (fact: Element) => {
            const box = fact.getBoundingClientRect();
            const dot = getComputedStyle(fact, '::before');
            const x = box.left + parseFloat(dot.width) / 2;
            const y = box.top + box.height / 2;
            fact.scrollIntoView({ block: 'center' });
            const again = fact.getBoundingClientRect();
            const hit = document.elementFromPoint(x - box.left + again.left, y - box.top + again.top);
            return hit !== null && fact.contains(hit);
          };
          const tops = facts.map((fact) => Math.round(fact.getBoundingClientRect().top));
          const startsLine = facts.map((_, i) => i === 0 || tops[i] !== tops[i - 1]);
          const description = [...card.querySelectorAll('p')].find((p) => getComputedStyle(p).webkitLineClamp === '4')!;
          const shown = description.getBoundingClientRect();
          // Lines of the description inside its box: what a reader sees.
          const range = document.createRange();
          range.selectNodeContents(description);
          const lineTops = new Set(
            [...range.getClientRects()].filter((r) => r.bottom <= shown.bottom + 1 && r.height > 0).map((r) => Math.round(r.top)),
          );
          return { startsLine, dots: facts.map(dotShows), lines: lineTops.size };
        }),
      );
      expect(cards.length).toBeGreaterThan(5);
      for (const card of cards) {
        // A dot stands between two facts on one line, never at the start of one.
        expect(card.dots).toEqual(card.startsLine.map((starts) => !starts));
        expect(card.lines).toBeLessThanOrEqual(4);
      }
    },
  );

  test('FAQs open like an accordion; coaching resources and the availability guide read well', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/faqs');
    await appReady(page);
    // antd's accordion headers are tabs; click the question itself.
    await page.getByRole('heading', { name: 'Do I have to pay to use Lakbay?' }).click();
    await expect(page.getByText('No. Lakbay is free for Kadets.')).toBeVisible();
    await page.getByRole('heading', { name: 'How do I book a session with a Koach?' }).click();
    // An accordion: one answer open at a time within a topic.
    await expect(page.getByRole('listitem').filter({ hasText: 'Go to Find A Coach' }).first()).toBeVisible();

    await page.goto('/faqs/add-availability');
    await expect(page.getByText('Recurring events also show up.')).toBeVisible();
    await expect(page.getByText(/same e-mail address/i).first()).toBeVisible();

    await page.goto('/coaching-resources');
    await expect(page.getByRole('heading', { name: 'Welcome, Koach!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Update my profile' })).toHaveAttribute('href', '/my/profile/edit');
  });
});
