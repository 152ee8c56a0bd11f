import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoggedUser } from '@lakbay/contracts';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signUpThroughLink } from '../accounts/support';
import { DEMO, seedAppState } from '../shell/support';

const PASSWORD = 'kalamansi-jeepney-42';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DAY_MS = 24 * 3600_000;

// The apprenticeship's clock (APPRENTICESHIP_CLOCK_FILE, set by playwright.config.ts): the server
// reads "now" from this file, so the journey moves a day ahead without waiting for it.
const CLOCK_FILE = join(process.env.E2E_DATA_DIR ?? '', 'apprenticeship-clock');
const moveClock = (days: number) => writeFileSync(CLOCK_FILE, new Date(Date.now() + days * DAY_MS).toISOString());

/** A Manila day (YYYY-MM-DD) `days` from today. */
const day = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * DAY_MS).toISOString().slice(0, 10);

async function api<T>(request: APIRequestContext, method: string, path: string, token: string | null, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api/v2${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, data });
  if (!response.ok()) {
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

async function pageOf(browser: Browser, user: LoggedUser | null): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await seedAppState(page, { user });
  return page;
}

async function fillWeek(page: Page, number: number, title: string, dueDate: string): Promise<void> {
  const week = page.getByRole('group', { name: `Week ${number}` });
  await week.getByLabel('Title', { exact: true }).fill(title);
  await week.getByLabel('Brief', { exact: true }).fill(`What the team does in week ${number}: talk to store owners and take notes.`);
  await week.getByLabel('Tasks (one per line)').fill(`Interview two store owners\nWrite three insights (week ${number})`);
  await week.getByLabel('What the group hands in', { exact: true }).fill('A one-page report with the insights.');
  await week.getByLabel('Due date').fill(dueDate);
}

async function handIn(page: Page, challengeId: string, week: number): Promise<void> {
  await page.goto(`/virtual-apprenticeship/${challengeId}/week/${week}/submit`);
  await page.getByPlaceholder('https://').fill(`https://docs.google.com/document/d/week-${week}`);
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByLabel('Notes').fill(`Week ${week} report.`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Succesfully submitted challenge.')).toBeVisible();
}

async function accept(page: Page, note: string): Promise<void> {
  await page.goto('/admin/virapp/submissions');
  await page
    .getByRole('article')
    .filter({ hasText: note })
    .first()
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(page.getByRole('article').filter({ hasText: note })).toHaveCount(0);
}

test.afterEach(() => {
  // Back to the real time for the journeys after this one.
  rmSync(CLOCK_FILE, { force: true });
});

test('an admin writes and publishes a two-week challenge; a Kadet hands in each week as it opens; the group completes after week 2 is accepted', async ({
  page,
  browser,
}) => {
  test.setTimeout(180000);
  const stamp = Date.now().toString(36);
  const title = `Tindahan Insights ${stamp}`;
  const admin = await api<LoggedUser>(page.request, 'POST', '/auth/login', null, DEMO.admin);

  // The admin writes a draft: enrolment until today, week 1 tomorrow, week 2 the day after.
  await seedAppState(page, { user: admin });
  await page.goto('/admin/virapp/challenges');
  await page.getByRole('link', { name: 'New challenge' }).click();
  await expect(page).toHaveURL(/\/admin\/virapp\/challenges\/new$/);
  await page.getByLabel('Title', { exact: true }).first().fill(title);
  // Until the form shows the choice: a click while the list was still opening chose nothing (a CI run).
  await expect(async () => {
    await page.getByLabel('Category').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Marketing & Branding' }).click({ timeout: 2000 });
    await expect(page.getByRole('group', { name: 'About' }).getByTitle('Marketing & Branding')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20000 });
  await page.getByLabel('Summary', { exact: true }).fill('Learn what sari-sari store owners need, in two short weeks.');
  await page
    .getByLabel('Brief', { exact: true })
    .first()
    .fill('Two weeks of field work with neighbourhood stores, then a report the partner can use.');
  await page.getByLabel('Partner name').fill('Tindahan Tech Co. (test partner)');
  await page.getByLabel('Partner website').fill('https://tindahan-tech.example');
  await page.getByLabel('Enrolment deadline').fill(day(0));
  await page.getByLabel('Start date').fill(day(1));
  await page.getByLabel('Seats').fill('10');
  await page.getByLabel('Minimum group size').fill('1');
  await page.getByLabel('Maximum group size').fill('3');
  await fillWeek(page, 1, 'Know the tindahan', day(1));
  await page.getByRole('button', { name: 'Add a week' }).click();
  // A due date before week 1's is refused by the server, on the field.
  await fillWeek(page, 2, 'Write the playbook', day(0));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('group', { name: 'Week 2' }).getByText('Week 2 must be due after week 1.')).toBeVisible();
  await page.getByRole('group', { name: 'Week 2' }).getByLabel('Due date').fill(day(2));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/virapp\/challenges\/[0-9a-f-]{36}$/);
  const challengeId = /challenges\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

  // A draft is not on the Kadets' list; the preview shows it as they will see it.
  expect((await api<{ id: string }[]>(page.request, 'GET', '/virapp/challenges', null)).map((c) => c.id)).not.toContain(challengeId);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Write three insights (week 2)')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Challenge published: Kadets can see it now')).toBeVisible();
  await expect(page.getByText(/^Open$/).first()).toBeVisible();

  // A Kadet finds it and enrols alone.
  const kadet = await signUpThroughLink(page.request, `author.kadet.${stamp}@example.ph`, PASSWORD);
  await api(page.request, 'PATCH', '/users/me/onboarding/steps/2', kadet.sessionCookie, {
    username: `kadet_${stamp}`,
    firstName: `kadet_${stamp}`,
    lastName: 'Kadet',
  });
  const kadetPage = await pageOf(browser, { ...kadet, username: `kadet_${stamp}` });
  await kadetPage.goto('/virtual-apprenticeship');
  await kadetPage.getByRole('link', { name: title }).first().click();
  await expect(kadetPage.getByRole('heading', { name: title })).toBeVisible();
  await kadetPage.goto(`/virtual-apprenticeship/${challengeId}/enroll/start`);
  await kadetPage.getByRole('radio', { name: 'On my own' }).check();
  await kadetPage.getByLabel('Why do you want to join this challenge?').fill('I sell at my family’s store on weekends.');
  await kadetPage.getByLabel('What qualities or skills will you bring?').fill('I know the neighbours and their habits.');
  for (const question of ['May we send your resume', 'Would you take part in an internship', 'Is this your first work experience']) {
    await kadetPage
      .getByRole('group', { name: new RegExp(question) })
      .getByRole('radio', { name: 'Yes' })
      .check();
  }
  await kadetPage.getByLabel('Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await kadetPage.getByRole('button', { name: 'Submit application' }).click();
  await expect(kadetPage).toHaveURL(new RegExp(`/virtual-apprenticeship/${challengeId}/enroll/welcome`));
  const applications = await api<{ groupId: string; leader: { userId: string } }[]>(
    page.request,
    'GET',
    `/admin/virapp/applications?challengeId=${challengeId}`,
    admin.sessionCookie,
  );
  await api(page.request, 'PATCH', `/admin/virapp/applications/${applications[0]?.groupId}`, admin.sessionCookie, { action: 'APPROVE' });

  // Week 1 is not open before its day; it takes the hand-in when it opens (the clock moves a day).
  const early = await page.request.fetch(`/api/v2/users/${kadet.id}/challengesNew/${challengeId}/weeks/1/submissions`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${kadet.sessionCookie}` },
    multipart: { links: JSON.stringify(['https://example.ph/early']), notes: 'Too early.' },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()) as { code: string }).toMatchObject({ code: 'APPRENTICESHIP_WEEK_NOT_OPEN' });
  moveClock(1);
  await handIn(kadetPage, challengeId, 1);
  await accept(page, 'Week 1 report.');

  // One of two weeks accepted: the group can be completed only by override, not earned.
  await page.goto(`/admin/virapp/applications`);
  await page.getByLabel('Status').selectOption({ label: 'Approved' });
  const card = page
    .getByRole('article')
    .filter({ hasText: `kadet_${stamp}` })
    .first();
  await expect(card.getByText('Progress 50% (1/2 weeks accepted)')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Complete with override' })).toBeDisabled();

  // The next day week 2 opens; the Kadet hands it in, the admin accepts it and completes the group.
  moveClock(2);
  await handIn(kadetPage, challengeId, 2);
  await accept(page, 'Week 2 report.');
  await page.goto(`/admin/virapp/applications`);
  await page.getByLabel('Status').selectOption({ label: 'Approved' });
  const done = page
    .getByRole('article')
    .filter({ hasText: `kadet_${stamp}` })
    .first();
  await expect(done.getByText('Every week accepted: earns Outstanding')).toBeVisible();
  await done.getByRole('button', { name: 'Mark completed' }).click();
  await expect(done.getByText(/Completed .* · Outstanding/)).toBeVisible();
  await kadetPage.context().close();
});
