import { expect, test } from '@playwright/test';
import { expectNotCovered, seedAppState, startLoggedIn } from '../shell/support';

// The platform answers slowly on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe('content admin', () => {
  test('an admin edits a career and the public page shows the change', async ({ page, browser }, testInfo) => {
    // A visitor looked at the page before the edit (their browser keeps the answer and the preload).
    const visitor = await browser.newPage();
    await seedAppState(visitor);
    await visitor.goto('/careers/data-analyst');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Data Analyst' })).toBeVisible();

    await startLoggedIn(page, 'admin');
    await page.goto('/admin/content/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Content: Careers' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search careers' }).fill('Data Analyst');
    await page.getByRole('link', { name: 'Data Analyst', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit career' })).toBeVisible();

    // Checked on the client first: nothing is sent while a required field is empty.
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(title).toHaveAccessibleDescription(/Title is required/);
    await title.fill('Data Analyst');

    // The server's refusal lands at the top of the form (slug taken by another career).
    const slug = page.getByLabel('Address (slug)');
    await slug.fill('accountant');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /slug|address/i })).toBeVisible();
    await slug.fill('data-analyst');

    const summary = `Turns raw data into answers (${testInfo.project.name} ${Date.now()}).`;
    await page.getByLabel('Summary', { exact: true }).fill(summary);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    // The change reaches the read caches a moment after "Saved." (their invalidation follows the
    // commit): the visitor reloads until the page shows it.
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByText(summary)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.goto('/careers/data-analyst');
    await expect(page.getByText(summary)).toBeVisible();
    await visitor.close();
  });

  test('@responsive the career editor sets English and Filipino side by side, stacked at 375 px', async ({ page }, testInfo) => {
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/content/careers');
    await page.getByRole('searchbox', { name: 'Search careers' }).fill('Data Analyst');
    await page.getByRole('link', { name: 'Data Analyst', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit career' })).toBeVisible();

    const english = await page.getByLabel('Summary', { exact: true }).boundingBox();
    const filipino = await page.getByLabel('Summary in Filipino').boundingBox();
    expect(english && filipino).toBeTruthy();
    if (!english || !filipino) {
      return;
    }
    if (testInfo.project.name === 'phone') {
      // Stacked: the Filipino field under the English one, as wide.
      expect(filipino.y).toBeGreaterThan(english.y + english.height - 1);
      expect(Math.abs(filipino.width - english.width)).toBeLessThan(2);
    } else {
      // Two columns: the Filipino field beside the English one, on the same line.
      expect(filipino.x).toBeGreaterThan(english.x + english.width - 1);
      expect(Math.abs(filipino.y - english.y)).toBeLessThan(2);
    }
    // No sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('an admin unpublishes a video and publishes it again', async ({ page }) => {
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/content/videos');
    // The floating Admin Tools button leaves the last row's actions free to tap.
    const lastDelete = page.getByRole('button', { name: /^Delete / }).last();
    await expect(lastDelete).toBeVisible({ timeout: 20_000 });
    await expectNotCovered(lastDelete);
    await expectNotCovered(page.getByRole('button', { name: /^(Unpublish|Publish) / }).last());
    const row = page.getByRole('row').nth(1);
    const title = (await row.getByRole('link').first().textContent()) ?? '';
    await row.getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(row.getByText('Draft')).toBeVisible();
    const listed = await page.request.get(`/api/v2/videos?q=${encodeURIComponent(title)}`, { headers: { 'Cache-Control': 'no-cache' } });
    expect(((await listed.json()) as { total: number }).total).toBe(0);
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row.getByText('Published')).toBeVisible();
  });

  test('an admin creates an event that a Kadet can see', async ({ page }) => {
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/content/events/new');
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(/Title is required/);
    const name = `Portfolio night ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(name);
    await page.getByLabel('Description', { exact: true }).fill('Bring your work and get feedback.');
    await page.getByLabel('Starts').fill('2030-05-01T18:00');
    await page.getByLabel('Ends').fill('2030-05-01T17:00');
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByLabel('Ends')).toHaveAccessibleDescription(/end must be after the start/);
    await page.getByLabel('Ends').fill('2030-05-01T20:00');
    await page.getByLabel('Seats').fill('2');
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\/events\/[0-9a-f-]{36}$/);

    await page.goto('/events');
    await expect(page.getByRole('link', { name })).toBeVisible();
  });
});

test.describe('job postings import', () => {
  test('an admin previews a CSV, imports its good rows, and the job is listed with a working Apply link', async ({ page }, testInfo) => {
    const word = `e2e${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
    const deadline = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const csv = [
      'title,company,location,workType,employmentType,salaryMin,salaryMax,category,description,applyUrl,deadline',
      `Imported Analyst ${word},Bituin Analytics,Makati City,HYBRID,FULL_TIME,25000,35000,data,Clean and chart sales data for the stores.,https://careers.example.ph/jobs/${word},${deadline}`,
      `Broken ${word},Bituin Analytics,Makati City,HYBRID,FULL_TIME,,,data,Clean and chart sales data for the stores.,http://careers.example.ph/jobs/${word},`,
    ].join('\n');

    await startLoggedIn(page, 'admin');
    await page.goto('/admin/content/jobs');
    await page.getByRole('link', { name: 'Import postings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import job postings' })).toBeVisible();
    await page
      .getByLabel('Choose a CSV or JSON file')
      .setInputFiles({ name: 'openings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('1 ready to import, 1 with errors', { exact: false })).toBeVisible();
    await expect(page.getByText('Apply link must be an https:// address.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Import 1 posting' }).click();
    await expect(page.getByText('Imported 1 posting.').first()).toBeVisible();

    // Public: a real posting, not a sample, whose Apply goes to its own address.
    await expect(async () => {
      await page.goto(`/jobs?q=${word}`);
      await expect(page.getByRole('heading', { name: `Imported Analyst ${word}` })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const apply = page.getByRole('link', { name: `Apply for Imported Analyst ${word} at Bituin Analytics` });
    await expect(apply).toHaveAttribute('href', `https://careers.example.ph/jobs/${word}`);
    await expect(page.getByText('Sample listing')).toHaveCount(0);

    // Deleted again: the other tests of this platform expect the seeded samples only.
    await page.goto(`/admin/content/jobs?q=${word}`);
    await page.getByRole('button', { name: `Delete Imported Analyst ${word}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`“Imported Analyst ${word}” is deleted.`)).toBeVisible();
  });
});
