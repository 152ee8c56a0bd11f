import type { LoggedUser } from '@lakbay/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpThroughLink } from '../accounts/support';
import { DEMO, seedAppState } from '../shell/support';

const PASSWORD = 'kalamansi-jeepney-42';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['fetch']>>, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

test('@responsive a Kadet sees when each week opens and is due, on the dashboard and the week page, without sideways scrolling', async ({
  page,
}, testInfo) => {
  test.setTimeout(90000);
  const stamp = Date.now().toString(36);
  const kadet = await signUpThroughLink(page.request, `dates.${stamp}@example.ph`, PASSWORD);
  const auth = (user: LoggedUser) => ({ authorization: `Bearer ${user.sessionCookie}` });
  // Onboarding step 2 done, so the pages open rather than the onboarding.
  await ok(
    await page.request.fetch('/api/v2/users/me/onboarding/steps/2', {
      method: 'PATCH',
      headers: auth(kadet),
      data: { username: `dates_${stamp}`, firstName: 'Dates', lastName: 'Kadet' },
    }),
    'onboarding',
  );

  // The seeded RUNNING challenge takes late joiners; an admin approves the application.
  const challenges = await ok<{ id: string; title: string; status: string; enrollable: boolean }[]>(
    await page.request.fetch('/api/v2/virapp/challenges'),
    'challenges',
  );
  // The seeded one by its title: a challenge another journey published (authoring) may be RUNNING too.
  const running = challenges.find((c) => c.title === 'Jeepney Route Insights' && c.status === 'RUNNING' && c.enrollable);
  expect(running, 'the seeds have a RUNNING challenge that takes enrolments').toBeDefined();
  const challengeId = running?.id ?? '';
  const enrolment = await ok<{ groupId: string }>(
    await page.request.fetch(`/api/v2/users/${kadet.id}/challengesNew/${challengeId}`, {
      method: 'POST',
      headers: auth(kadet),
      multipart: {
        applicationType: 'INDIVIDUAL',
        groupEmails: '[]',
        sendResumeAndContact: 'true',
        participateInternship: 'false',
        isFirstWorkExperience: 'true',
        whyJoin: 'To see dates.',
        whatQualities: 'Punctual.',
        additionalComments: '',
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    'enrolment',
  );
  const admin = await ok<LoggedUser>(await page.request.fetch('/api/v2/auth/login', { method: 'POST', data: DEMO.admin }), 'admin login');
  await ok(
    await page.request.fetch(`/api/v2/admin/virapp/applications/${enrolment.groupId}`, {
      method: 'PATCH',
      headers: auth(admin),
      data: { action: 'APPROVE' },
    }),
    'approval',
  );
  const detail = await ok<{ weekList: { number: number; opensOn: string; dueDate: string }[] }>(
    await page.request.fetch(`/api/v2/virapp/challenges/${challengeId}`),
    'challenge',
  );

  await seedAppState(page, { user: { ...kadet, username: `dates_${stamp}` } });
  await page.goto(`/virtual-apprenticeship/${challengeId}/home`);
  const weeks = page.getByRole('region', { name: 'All weeks' });
  const rows = weeks.getByRole('listitem');
  await expect(rows).toHaveCount(detail.weekList.length);
  for (let i = 0; i < detail.weekList.length; i++) {
    await expect(rows.nth(i).getByText(/^Opens /)).toBeVisible();
    await expect(rows.nth(i).getByText(/^Due /)).toBeVisible();
  }
  // Nothing sticks out sideways (375 px on the phone project).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await weeks.screenshot({ path: testInfo.outputPath(`week-dates-${testInfo.project.name}.png`) });

  await page.goto(`/virtual-apprenticeship/${challengeId}/week/1`);
  const handIn = page.getByRole('region', { name: 'Hand in' });
  await expect(handIn.getByText(/^Opens /)).toBeVisible();
  await handIn.screenshot({ path: testInfo.outputPath(`week-hand-in-${testInfo.project.name}.png`) });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
