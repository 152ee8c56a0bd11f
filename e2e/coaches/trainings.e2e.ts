import { expect, test } from '@playwright/test';
import { unique } from '../accounts/support';
import { startLoggedIn } from '../shell/support';

test('a Koach adds a training at My trainings, Kadets see it on the coach page, and retiring it takes it off', async ({
  page,
}, testInfo) => {
  const title = `Portfolio review ${unique(testInfo, '')}`;
  await startLoggedIn(page, 'koach');

  await page.goto('/my/profile');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My trainings' }).click();
  await expect(page).toHaveURL(/\/my\/trainings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My trainings' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Offered' }).getByRole('heading', { name: 'Career chat' })).toBeVisible();

  await page.getByRole('button', { name: 'New training' }).click();
  const form = page.getByRole('form', { name: 'New training' });
  // Exact labels: each text also has its Filipino field beside it ("Title in Filipino").
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('We go through your portfolio page by page.');
  await form.getByLabel(/^Duration/).fill('45');
  await form.getByRole('button', { name: 'Add a question' }).click();
  await form.getByRole('textbox', { name: /^Question 2( \*)?$/ }).fill('A link to your portfolio');
  await form.getByLabel('Question 2 in Filipino', { exact: true }).fill('Link ng portfolio mo');
  await form.getByRole('group', { name: 'Question 2' }).getByRole('checkbox', { name: 'Required' }).check();
  await form.getByRole('button', { name: 'Add training' }).click();

  const card = page.getByRole('list', { name: 'Offered' }).getByRole('listitem', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('45 min');
  await expect(card).toContainText('2 questions');
  await expect(form).toBeHidden();

  // Kadets see it on the public coach page, with its languages, and can start booking it.
  await page.goto('/coaches/demo-koach');
  const offered = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(offered).toBeVisible();
  await expect(offered).toContainText('45 min');
  // The demo Koach speaks English and Filipino: a new training starts in both.
  await expect(offered).toContainText('In English, Filipino');
  await expect(page.getByRole('link', { name: `Book ${title}` })).toBeVisible();

  // Retired, it is offered no more (and the other journeys' Koach page stays as it was).
  await page.goto('/my/trainings');
  await page.getByRole('list', { name: 'Offered' }).getByRole('listitem', { name: title }).getByRole('button', { name: 'Retire' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByRole('list', { name: 'Retired' }).getByRole('listitem', { name: title })).toBeVisible();
  await page.goto('/coaches/demo-koach');
  await expect(page.getByRole('heading', { level: 3, name: 'Career chat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
});
