import type { LoggedUser } from '@lakbay/contracts';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signUpThroughLink, waitForEmail } from '../accounts/support';
import { DEMO, seedAppState } from '../shell/support';

const PASSWORD = 'kalamansi-jeepney-42';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function api<T>(request: APIRequestContext, method: string, path: string, token: string | null, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api/v2${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data,
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A new Kadet with a username, through the API (the sign-up pages have their own journeys). */
async function signUp(request: APIRequestContext, email: string, username: string): Promise<LoggedUser> {
  const user = await signUpThroughLink(request, email, PASSWORD);
  await api(request, 'PATCH', '/users/me/onboarding/steps/2', user.sessionCookie, { username, firstName: username, lastName: 'Kadet' });
  return { ...user, username };
}

/** A browser of its own for another person (each starts logged in as that user). */
async function pageOf(browser: Browser, user: LoggedUser | null): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await seedAppState(page, { user });
  return page;
}

test('a team enrols, a teammate joins from the e-mailed invite, week 1 is accepted, and the certificate verifies', async ({
  page,
  browser,
}) => {
  test.setTimeout(120000);
  const stamp = Date.now().toString(36);
  const leaderEmail = `leader.${stamp}@example.ph`;
  const mateEmail = `mate.${stamp}@example.ph`;
  const leader = await signUp(page.request, leaderEmail, `leader_${stamp}`);

  // Hand-ins need a week that is open: the seeded RUNNING challenge takes late joiners and its week 1 is open.
  const challenges = await api<{ id: string; title: string; status: string; enrollable: boolean }[]>(
    page.request,
    'GET',
    '/virapp/challenges',
    null,
  );
  // The seeded one by its title: a challenge another journey published (authoring) may be RUNNING too.
  const open = challenges.find((c) => c.title === 'Jeepney Route Insights' && c.status === 'RUNNING' && c.enrollable);
  expect(open, 'the seeds have a RUNNING challenge that takes enrolments').toBeDefined();
  const challengeId = open?.id ?? '';

  // The leader enrols as a group with a teammate's e-mail.
  await seedAppState(page, { user: leader });
  await page.goto(`/virtual-apprenticeship/${challengeId}/enroll/start`);
  await page.getByRole('radio', { name: /group/i }).check();
  await page.getByPlaceholder('name@example.com').fill(mateEmail);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Why do you want to join this challenge?').fill('I want to see how a real product team works.');
  await page.getByLabel('What qualities or skills will you bring?').fill('Patience, Canva and spreadsheets.');
  for (const question of ['May we send your resume', 'Would you take part in an internship', 'Is this your first work experience']) {
    await page
      .getByRole('group', { name: new RegExp(question) })
      .getByRole('radio', { name: 'Yes' })
      .check();
  }
  await page.getByLabel('Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(new RegExp(`/virtual-apprenticeship/${challengeId}/enroll/welcome`));

  // An admin approves the application.
  const admin = await api<LoggedUser>(page.request, 'POST', '/auth/login', null, DEMO.admin);
  const applications = await api<{ groupId: string; leader: { email: string } }[]>(
    page.request,
    'GET',
    `/admin/virapp/applications?challengeId=${challengeId}&status=PENDING`,
    admin.sessionCookie,
  );
  const application = applications.find((a) => a.leader.email === leaderEmail);
  expect(application).toBeDefined();
  await api(page.request, 'PATCH', `/admin/virapp/applications/${application?.groupId}`, admin.sessionCookie, { action: 'APPROVE' });

  // Approved: every week is a todo.
  await page.goto(`/virtual-apprenticeship/${challengeId}/todos`);
  await expect(page.getByText(/todos \(4\)/i).first()).toBeVisible();
  await expect(page.getByText(/^week 1$/i).first()).toBeVisible();

  // The teammate signs up and accepts from the link in the invite e-mail.
  const invite = await waitForEmail(mateEmail, '/invites/');
  const link = /https?:\/\/[^\s"<>]+\/invites\/[\w-]+/.exec(invite)?.[0];
  expect(link).toBeDefined();
  const mate = await signUp(page.request, mateEmail, `mate_${stamp}`);
  const matePage = await pageOf(browser, mate);
  await matePage.goto(new URL(link ?? '').pathname);
  await matePage.getByRole('button', { name: 'Accept' }).click();
  await expect(matePage).toHaveURL(new RegExp(`/virtual-apprenticeship/${challengeId}/home`));

  // The team hands in week 1.
  await matePage.goto(`/virtual-apprenticeship/${challengeId}/week/1/submit`);
  await matePage.getByPlaceholder('https://').fill('https://docs.google.com/document/d/lakbay-week-1');
  await matePage.getByRole('button', { name: 'Add link' }).click();
  await matePage.getByLabel('Notes').fill('Our research notes and the interview summary.');
  await matePage.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(matePage.getByText('Succesfully submitted challenge.')).toBeVisible();
  await matePage.context().close();

  // Handed in and waiting for review: week 1 is no longer a todo, and nothing is accepted yet.
  await page.goto(`/virtual-apprenticeship/${challengeId}/todos`);
  await expect(page.getByText(/todos \(3\)/i).first()).toBeVisible();
  await expect(page.getByText(/^week 1$/i)).toHaveCount(0);
  await page.goto(`/virtual-apprenticeship/${challengeId}/home`);
  await expect(page.getByText(/0 of 4 weeks accepted|0%/).first()).toBeVisible();

  // An admin accepts it in the review queue.
  const adminPage = await pageOf(browser, admin);
  await adminPage.goto('/admin/virapp/submissions');
  const row = adminPage.getByRole('article').filter({ hasText: 'Our research notes' }).first();
  await row.getByRole('button', { name: /^Accept/ }).click();
  await expect(adminPage.getByRole('article').filter({ hasText: 'Our research notes' })).toHaveCount(0);
  await adminPage.context().close();

  // Progress and todos changed for the team.
  await page.goto(`/virtual-apprenticeship/${challengeId}/home`);
  await expect(page.getByText(/1 of 4 weeks accepted|25%/).first()).toBeVisible();
  await page.goto(`/virtual-apprenticeship/${challengeId}/todos`);
  await expect(page.getByText(/todos \(3\)/i).first()).toBeVisible();
  await expect(page.getByText(/^week 2$/i).first()).toBeVisible();

  // Completion at 1 of 4 weeks needs an override with a reason; each member's certificate link verifies for anyone.
  await api(page.request, 'POST', `/admin/virapp/groups/${application?.groupId}/completion`, admin.sessionCookie, {
    overrideReason: 'The team finished the rest with the partner in person.',
  });
  const certificateMail = await waitForEmail(leaderEmail, '/certificates/');
  const certificate = /https?:\/\/[^\s"<>]+\/certificates\/[\w-]+/.exec(certificateMail)?.[0];
  expect(certificate).toBeDefined();
  const visitorPage = await pageOf(browser, null);
  await visitorPage.goto(new URL(certificate ?? '').pathname);
  await expect(visitorPage.getByText(open?.title ?? '').first()).toBeVisible();
  await expect(visitorPage.getByText(/satisfactory/i).first()).toBeVisible();
  await expect(visitorPage.getByRole('article', { name: 'Certificate' })).toContainText(`leader_${stamp} Kadet`);
  await visitorPage.context().close();
});
