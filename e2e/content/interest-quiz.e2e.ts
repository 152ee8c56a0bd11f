import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isPhone, startLoggedIn } from '../shell/support';

// The platform answers slowly on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** Serious and critical axe violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** Answers the 5 statements on the page: Like where the statement's area is liked, Dislike elsewhere. */
async function answerPage(page: Page, liked: RegExp) {
  const groups = page.locator('fieldset');
  await expect(groups).toHaveCount(5);
  for (const group of await groups.all()) {
    const area = ((await group.locator('input').first().getAttribute('name')) ?? '').slice(0, 1).toUpperCase();
    await group.getByRole('radio', { name: liked.test(area) ? 'Like' : 'Dislike', exact: true }).check();
  }
}

test.describe('Interest quiz', () => {
  test('a Kadet takes the quiz, sees suggested careers, saves the result and sees suggestions on home', async ({ page, request }) => {
    const user = await startLoggedIn(page, 'kadet');
    // Both viewports use the demo Kadet: start without a saved result.
    const cleared = await request.patch('/api/v2/users/me', {
      headers: { authorization: `Bearer ${user.sessionCookie}` },
      data: { interestScores: null },
    });
    expect(cleared.ok()).toBe(true);

    await page.goto('/');
    const row = page.getByRole('region', { name: 'Suggested for you' });
    // The demo Kadet chose Design and Data at sign-up: suggestions come from those until a result is saved.
    await expect(row.getByText('Careers that fit the interests you chose at sign-up.')).toBeVisible();
    await row.getByRole('link', { name: 'Take the quiz for a closer match' }).click();
    await expect(page).toHaveURL(/\/interests\?start=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Career interest quiz' })).toBeVisible();
    await expect(page.getByText('Page 1 of 6')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The first page by keyboard alone: Tab into each statement, Space picks its first answer (Like).
    await page.locator('fieldset input').first().focus();
    await page.keyboard.press('Space');
    for (let i = 1; i < 5; i++) {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
    }
    await expect(page.getByText('5 of 30 answered')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Page 2 of 6')).toBeVisible();

    // The rest: the Social and Investigative activities liked, the others disliked.
    for (let n = 2; n <= 6; n++) {
      await expect(page.getByText(`Page ${n} of 6`)).toBeVisible();
      await answerPage(page, /[SI]/);
      await page.getByRole('button', { name: n === 6 ? 'See my results' : 'Next' }).click();
    }

    await expect(page.getByRole('heading', { level: 1, name: 'Your interest areas' })).toBeVisible();
    // I and S: 10 each (all liked); R, A and E: 2 (liked on page 1 only); C: 0. Ties go in RIASEC order.
    await expect(page.getByRole('heading', { name: 'Your interest code: ISR' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'I · Investigative (Thinker)' })).toBeVisible();
    const careers = page.getByRole('list', { name: 'Careers to explore' });
    await expect(careers.getByRole('listitem').first()).toBeVisible();
    const firstCareer = await careers.getByRole('link').first().textContent();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save to my profile' }).click();
    await expect(page.getByText('Saved to your profile.')).toBeVisible();

    await page.goto('/');
    await expect(row.getByText('Careers that fit your interest code ISR.')).toBeVisible();
    await expect(row.getByRole('link', { name: firstCareer ?? '', exact: true })).toBeVisible();
    await row.getByRole('link', { name: firstCareer ?? '', exact: true }).click();
    await expect(page).toHaveURL(/\/careers\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: firstCareer ?? '' })).toBeVisible();

    // The career list shows the same suggestions.
    await page.goto('/careers');
    await expect(
      page.getByRole('region', { name: 'Suggested for you' }).getByText('Careers that fit your interest code ISR.'),
    ).toBeVisible();
  });

  test('a visitor with four areas tied sees all four used, careers ranked by fit, show more and Koaches in those fields @responsive', async ({
    page,
  }, testInfo) => {
    await page.goto('/interests?start=1');
    // Every Investigative, Artistic, Social and Enterprising activity liked: four areas tied at 10.
    for (let n = 1; n <= 6; n++) {
      await expect(page.getByText(`Page ${n} of 6`)).toBeVisible();
      await answerPage(page, /[IASE]/);
      await page.getByRole('button', { name: n === 6 ? 'See my results' : 'Next' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Your interest areas' })).toBeVisible();
    await expect(
      page.getByText('Your top interests are tied: Investigative, Artistic, Social and Enterprising. We used all four.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E · Enterprising (Persuader)' })).toBeVisible();

    // The best 10 to 12 first, each saying why it fits; the rest behind "show more", in rank order.
    const careers = page.getByRole('list', { name: 'Careers to explore' });
    await expect(careers.getByRole('listitem').first()).toContainText(/Strong fit · Matches your .+ interests/);
    const first = await careers.getByRole('listitem').count();
    expect(first).toBeGreaterThanOrEqual(10);
    expect(first).toBeLessThanOrEqual(12);
    const more = page.getByRole('button', { name: /^Show \d+ more careers, ranked$/ });
    const extra = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await more.click();
    await expect(careers.getByRole('listitem')).toHaveCount(first + extra);
    // The focus moves to the first career revealed.
    await expect(careers.getByRole('listitem').nth(first).getByRole('link').first()).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await seriousViolations(page)).toEqual([]);

    // In Filipino: the tie, each career's fit and why, and still no sideways scroll at 375 px.
    if (isPhone(testInfo)) {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    }
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Filipino' }).locator('visible=true').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    // Shown again from this device's result: the best first, the rest folded.
    await page.reload();
    await expect(
      page.getByText(
        'Pantay ang score ng mga nangungunang interes mo: Mausisa, Malikhain, Matulungin at Mapangahas. Ginamit namin silang apat.',
      ),
    ).toBeVisible();
    const listahan = page.getByRole('list', { name: 'Mga career na puwede mong tuklasin' });
    await expect(listahan.getByRole('listitem').first()).toContainText(/Bagay na bagay · Tugma sa interes mo sa .+/);
    await expect(page.getByRole('button', { name: /^Ipakita pa ang \d+ career$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(page.getByRole('region', { name: 'Makipag-usap sa Koach sa mga field na ito' }).getByRole('link').first()).toHaveText(
      /^Mga Koach sa .+/,
    );

    // Koaches in the fields of the best careers.
    const coaches = page.getByRole('region', { name: 'Makipag-usap sa Koach sa mga field na ito' });
    const link = coaches.getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/coaches\?category=[a-z-]+$/);
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
  });
});
