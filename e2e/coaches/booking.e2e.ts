import { AxeBuilder } from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { isPhone, startLoggedIn } from '../shell/support';

/** The invitations (.ics parts) of e-mails to `to` whose subject starts with `subject`, oldest first. */
function invitations(to: string, subject: string): { uid: string; sequence: number; method: string }[] {
  const mailDir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) =>
      readFileSync(join(mailDir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((raw) => raw.includes(`To: ${to}`) && new RegExp(`^Subject: ${subject}`, 'm').test(raw))
    .map((raw) => {
      const field = (name: string) => new RegExp(`^${name}[^:\\r\\n]*:(.*)$`, 'm').exec(raw)?.[1]?.trim() ?? '';
      return { uid: field('UID'), sequence: Number(field('SEQUENCE')), method: field('METHOD'), date: Date.parse(field('Date')) };
    })
    .sort((a, b) => a.date - b.date);
}

/** Serious and critical axe violations on the page as it is now, with the elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Moves the slot picker on, a week at a time, to the first week with open times (late in a week,
 * a Sunday, the current one has none left); answers that week's open days.
 */
async function showWeekWithOpenTimes(page: Page): Promise<Locator> {
  const days = page.getByRole('list', { name: 'Days' });
  await expect(days).toBeVisible();
  const open = days.getByRole('button', { name: /: \d+ open times?$/ });
  for (let week = 0; week < 3; week++) {
    // A week shows no open times until its answer is in: wait for one before calling it empty.
    await expect(days).not.toHaveAttribute('aria-busy', 'true');
    const found = await open
      .first()
      .waitFor({ timeout: 4000 })
      .then(
        () => true,
        () => false,
      );
    if (found) {
      return open;
    }
    // exact: a week with no open times also offers "Look at the next week".
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
  }
  throw new Error('no open times in three weeks');
}

/** Picks the `day`th open day (0: the first) of the first week with open times, then its first time; answers its label. */
async function pickSlot(page: Page, day = 0): Promise<string> {
  const open = await showWeekWithOpenTimes(page);
  await open.nth(Math.min(day, (await open.count()) - 1)).click();
  const slot = page
    .getByRole('group', { name: /Open times on/ })
    .getByRole('button')
    .first();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return label;
}

test(
  'a Kadet books a Koach, finds the session in My Schedule and moves it; both invitations update one calendar entry',
  { tag: '@responsive' },
  async ({ page }, testInfo) => {
    // Each viewport books its own Koach: both projects share one server and its slots.
    const coach = isPhone(testInfo) ? { slug: 'rhea-manalo', name: 'Rhea Manalo' } : { slug: 'demo-koach', name: 'Demo Koach' };
    await startLoggedIn(page, 'kadet');

    await page.goto('/coaches');
    await page
      .getByRole('link', { name: new RegExp(coach.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/coaches/${coach.slug}$`));
    await expect(page.getByRole('heading', { name: coach.name, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Book Career chat' }).click();
    await expect(page).toHaveURL(new RegExp(`/coaches/${coach.slug}/schedule/training/career-chat`));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/schedule\/steps\/1\?training=career-chat/);

    // Step 1: the times in the viewer's account zone; the demo Kadet's is Asia/Manila, the Koach's
    // too, so no second zone beside them (kadet-signup.e2e shows one for a Kadet in Dubai).
    const chosen = await pickSlot(page);
    expect(chosen).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Step 2: the training's questions.
    await page.getByLabel(/What would you like to get out of this session/).fill('Choosing between nursing and civil engineering');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Step 3: review and confirm.
    await expect(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await expect(page.getByText('Choosing between nursing and civil engineering')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
    if (!isPhone(testInfo)) {
      await page.screenshot({ path: testInfo.outputPath('booked.png'), fullPage: true });
    }

    await page.getByRole('link', { name: 'Go to my schedule' }).click();
    await expect(page).toHaveURL(/\/my\/schedule/);
    const card = page
      .getByRole('article', { name: /^Career chat/ })
      .filter({ hasText: coach.name })
      .first();
    await expect(card).toBeVisible();
    await expect(card.getByText('Confirmed', { exact: false }).first()).toBeVisible();

    await card.getByRole('link', { name: 'Reschedule' }).click();
    await expect(page).toHaveURL(/\/my\/schedule\/[0-9a-f-]+\/reschedule\/steps\/1/);
    // Another time than the booked one: its own slot is offered again, so take the next open day.
    await pickSlot(page, 1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm new time' }).click();
    await expect(page).toHaveURL(/\/my\/schedule$/);
    await expect(
      page
        .getByRole('article', { name: /^Career chat/ })
        .filter({ hasText: coach.name })
        .first(),
    ).toBeVisible();

    // The mail folder holds the confirmation and the update: one calendar entry, a higher SEQUENCE.
    await expect
      .poll(() => invitations('kadet@demo.lakbay.ph', `Moved: Career chat with ${coach.name}`).length, { timeout: 15000 })
      .toBeGreaterThan(0);
    const booked = invitations('kadet@demo.lakbay.ph', `Booked: Career chat with ${coach.name}`).at(-1);
    const moved = invitations('kadet@demo.lakbay.ph', `Moved: Career chat with ${coach.name}`).at(-1);
    expect(booked?.method).toBe('REQUEST');
    expect(moved?.method).toBe('REQUEST');
    expect(moved?.uid).toBe(booked?.uid);
    expect(moved?.sequence).toBeGreaterThan(booked?.sequence ?? Infinity);
  },
);

test('a Kadet reading in Filipino gets the training’s questions in Filipino in the booking steps', async ({ page }) => {
  await startLoggedIn(page, 'kadet');
  await page.addInitScript(() => {
    // The choice as the app keeps it (userPref.language), as if made on an earlier visit.
    const stored = JSON.parse(localStorage.getItem('appState') ?? '{}') as Record<string, string>;
    const pref = JSON.parse(stored.userPref ?? '{}') as Record<string, unknown>;
    stored.userPref = JSON.stringify({ ...pref, language: 'fil' });
    localStorage.setItem('appState', JSON.stringify(stored));
  });
  // A free time of the Koach (the slot picker is walked in English above), straight to the questions.
  const from = new Date();
  const to = new Date(from.getTime() + 28 * 24 * 3600 * 1000);
  const availability = await page.request.get(
    `/api/v2/coaches/rhea-manalo/availability?from=${from.toISOString()}&to=${to.toISOString()}&training=career-chat`,
  );
  const { slots } = (await availability.json()) as { slots: { start: string }[] };
  expect(slots.length).toBeGreaterThan(0);
  await page.goto(`/coaches/rhea-manalo/schedule/steps/2?training=career-chat&start=${encodeURIComponent(slots[0].start)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1, name: 'Career chat' })).toBeVisible();
  await expect(page.getByLabel('Ano ang gusto mong makuha sa session na ito?')).toBeVisible();
  await expect(page.getByText('What would you like to get out of this session?')).toHaveCount(0);
});

test('a Koach sees the availability the platform read from their calendar, and the address to invite', async ({ page }) => {
  await startLoggedIn(page, 'koach');
  await page.goto('/my/availability');
  await expect(page.getByRole('heading', { name: 'My Availability' })).toBeVisible();
  await expect(page.getByText('schedule@demo.lakbay.ph').first()).toBeVisible();
  // The demo calendar gives the demo Koach weekday evenings and Saturday mornings (Manila).
  await expect(page.getByText(/6:00\s?PM/).first()).toBeVisible();
  // The sync status: Updated after the first read, No changes after a later one of the same feed.
  await expect(page.getByText(/^(Updated|No changes)$/).first()).toBeVisible();
});

/** The path of the cancel (or reschedule) link in the newest e-mail to `to` whose subject starts with `subject`, or null. */
function linkPath(to: string, subject: string, action: 'cancel' | 'reschedule' = 'cancel'): string | null {
  const mailDir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  const links = files
    .map((f) =>
      readFileSync(join(mailDir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((raw) => raw.includes(`To: ${to}`) && new RegExp(`^Subject: ${subject}`, 'm').test(raw))
    .map((raw) => ({
      date: Date.parse(/^Date: (.*)$/m.exec(raw)?.[1] ?? ''),
      path: new RegExp(`/bookings/[0-9a-f-]+/${action}\\?token=[\\w.-]+`).exec(raw)?.[0],
    }))
    .filter((mail) => mail.path)
    .sort((a, b) => a.date - b.date);
  return links.at(-1)?.path ?? null;
}

test("a logged-out click on a booking e-mail's reschedule, then cancel link shows the session and acts once confirmed", async ({
  browser,
  page,
}, testInfo) => {
  const coach = { slug: 'katrina-lopez', name: 'Katrina Lopez' };
  // Booked through the API as the demo Kadet: the first open Career chat time of the Koach.
  const kadet = await startLoggedIn(page, 'kadet');
  const auth = { Authorization: `Bearer ${kadet.sessionCookie}` };
  const from = new Date(Date.now() + 25 * 3600_000);
  const to = new Date(from.getTime() + 21 * 24 * 3600_000);
  const slots = await page.request.get(
    `/api/v2/coaches/${coach.slug}/availability?training=career-chat&from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  expect(slots.ok()).toBe(true);
  const [slot] = ((await slots.json()) as { slots: { start: string }[] }).slots;
  expect(slot).toBeDefined();
  const booking = await page.request.post('/api/v2/bookings', {
    headers: auth,
    data: { coachSlug: coach.slug, trainingSlug: 'career-chat', start: slot.start, answers: { goals: 'Which college course fits me?' } },
  });
  expect(booking.status()).toBe(201);
  const { id } = (await booking.json()) as { id: string };

  // First its reschedule link, in another browser at phone width, never logged in: the link alone
  // shows the session and the Koach's free times, and moves it once confirmed.
  let rescheduleLink: string | null = null;
  await expect
    .poll(() => (rescheduleLink = linkPath(kadet.email, `Booked: Career chat with ${coach.name}`, 'reschedule')), { timeout: 15000 })
    .toContain(`/bookings/${id}/reschedule?token=`);
  const phone = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 375, height: 740 } });
  const away = await phone.newPage();
  await away.goto(rescheduleLink ?? '');
  await expect(away.getByRole('heading', { level: 1, name: `Career chat with ${coach.name}` })).toBeVisible();
  await expect(away.getByText('Opened from your booking e-mail: no log-in needed.')).toBeVisible();
  await expect(away.getByText(/^Now: .+ \(your time\)$/)).toBeVisible();
  await pickSlot(away, 1);
  expect(await seriousViolations(away)).toEqual([]);
  await away.getByRole('button', { name: 'Continue' }).click();
  await expect(away.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  // Fits 375 px: nothing scrolls sideways.
  expect(await away.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(away)).toEqual([]);
  await away.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(
    away.getByText(`Your session has moved to the new time. We sent you and ${coach.name} an updated calendar invite.`),
  ).toBeVisible();
  await expect(away.getByRole('dialog', { name: /Log In/i })).toHaveCount(0);
  const moved = (await page.request.get('/api/v2/my/bookings', { headers: auth }).then((r) => r.json())) as {
    upcoming: { id: string; rescheduledFromId: string | null }[];
  };
  const movedTo = moved.upcoming.find((b) => b.rescheduledFromId === id);
  expect(movedTo).toBeDefined();
  expect(await (await page.request.get(`/api/v2/bookings/${id}`, { headers: auth })).json()).toMatchObject({ status: 'RESCHEDULED' });
  // Used once: the same link now says it no longer works, and what to do.
  await away.reload();
  await expect(away.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(away.getByRole('link', { name: 'Log in and open my schedule' })).toBeVisible();
  await phone.close();

  // Then the cancel link of the "Moved" e-mail, for the booking as it is now.
  const newId = movedTo?.id ?? '';
  let link: string | null = null;
  await expect
    .poll(() => (link = linkPath(kadet.email, `Moved: Career chat with ${coach.name}`)), { timeout: 15000 })
    .toContain(`/bookings/${newId}/cancel?token=`);

  // Another browser, never logged in: the link alone shows the session and asks to confirm.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const outside = await visitor.newPage();
  await outside.goto(link ?? '');
  await expect(outside.getByRole('heading', { level: 1, name: 'Your session' })).toBeVisible();
  const dialog = outside.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Career chat')).toBeVisible();
  await expect(dialog.getByText(`with ${coach.name}`)).toBeVisible();
  await dialog.getByLabel('Reason').fill('My exam was moved to that day');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(outside.getByText(`This session is cancelled. We let ${coach.name} know.`)).toBeVisible();
  expect(new URL(outside.url()).pathname).toBe(`/bookings/${newId}/cancel`);
  await expect(outside.getByRole('dialog', { name: /Log In/i })).toHaveCount(0);

  // Cancelled for real, with the reason; the same link does nothing more.
  const after = await page.request.get(`/api/v2/bookings/${newId}`, { headers: auth });
  expect(await after.json()).toMatchObject({ status: 'CANCELLED', cancellationReason: 'My exam was moved to that day' });
  await outside.reload();
  await expect(outside.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await visitor.close();
});
