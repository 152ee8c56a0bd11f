import { expect, test, type Page } from '@playwright/test';
import { appReady, keepTextAtReady, seedAppState, startLoggedIn, textAtReady } from '../shell/support';

interface EventItem {
  id: string;
  title: string;
  needsApproval: boolean;
  capacity: number | null;
  registrationOpen: boolean;
}

async function upcoming(page: Page): Promise<EventItem[]> {
  const response = await page.request.get('/api/v2/events?when=upcoming&pageSize=50');
  return ((await response.json()) as { items: EventItem[] }).items;
}

// The platform answers slowly on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe("What's New", () => {
  test('lists upcoming and past events', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').first()).toBeVisible();
    await page.getByText('Past', { exact: true }).click();
    await expect(page).toHaveURL(/when=past/);
    await expect(page.getByRole('list', { name: 'Past events' }).getByRole('listitem').first()).toBeVisible();
  });

  test('a logged-out visitor who presses Register is asked to log in', async ({ page }) => {
    await seedAppState(page);
    const [event] = (await upcoming(page)).filter((e) => e.registrationOpen && !e.needsApproval);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await appReady(page);
    await page.getByRole('button', { name: /^(Register|Join the waitlist)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  });

  test('a Kadet registers, sees the status, and cancels', async ({ page }) => {
    const user = await startLoggedIn(page, 'kadet');
    const events = (await upcoming(page)).filter((e) => e.registrationOpen);
    const open = events.find((e) => !e.needsApproval && e.capacity !== null);
    const approval = events.find((e) => e.needsApproval);
    if (!open || !approval) {
      throw new Error('the seed should have an open event and one that needs approval');
    }
    // Runs at two screen sizes on one server: start from no registration.
    for (const id of [open.id, approval.id]) {
      await page.request.delete(`/api/v2/events/${id}/registration`, { headers: { Authorization: `Bearer ${user.sessionCookie}` } });
    }

    await keepTextAtReady(page);
    await page.goto(`/events/${open.id}`);
    // The server draws a visitor's panel; the Kadet's is the app's, once it has taken the page over:
    // ready means every part, the panel too (hydrated after the rest), shows the Kadet's view (a tap
    // on the visitor's Register button asked a logged-in Kadet to log in).
    expect(await textAtReady(page)).not.toContain('You will be asked to log in first.');
    const panel = page.getByRole('region', { name: 'Registration' });
    const seats = page.getByText(/seats left/);
    const before = await seats.textContent();
    await panel.getByRole('button', { name: /^(Register|Join the waitlist)$/ }).click();
    await expect(panel.getByTestId('registration-status')).toHaveText(/^(Approved|Waitlisted)$/);
    await expect(seats).not.toHaveText(before ?? '');

    await panel.getByRole('button', { name: 'Cancel registration' }).click();
    await page.getByRole('button', { name: 'Cancel registration' }).last().click();
    await expect(panel.getByRole('button', { name: /^(Register|Join the waitlist)$/ })).toBeVisible();

    await page.goto(`/events/${approval.id}`);
    await appReady(page);
    await panel.getByRole('button', { name: 'Apply to join' }).click();
    await expect(panel.getByTestId('registration-status')).toHaveText('Pending approval');
    await page.reload();
    await expect(panel.getByTestId('registration-status')).toHaveText('Pending approval');
  });
});

test.describe('My events', () => {
  test('a Kadet registers, finds the event on /my/events with its status, and the list marks it', async ({ page }) => {
    const user = await startLoggedIn(page, 'kadet');
    const open = (await upcoming(page)).find((e) => e.registrationOpen && !e.needsApproval);
    if (!open) {
      throw new Error('the seed should have an open event without approval');
    }
    // Runs at two screen sizes on one server: start from no registration.
    await page.request.delete(`/api/v2/events/${open.id}/registration`, { headers: { Authorization: `Bearer ${user.sessionCookie}` } });

    await page.goto('/my/events');
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your events' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: open.title })).toHaveCount(0);

    await page.goto(`/events/${open.id}`);
    // The button is the app's once it has taken the server's page over (a tap before is not seen).
    await appReady(page);
    const panel = page.getByRole('region', { name: 'Registration' });
    await panel.getByRole('button', { name: /^(Register|Join the waitlist)$/ }).click();
    await expect(panel.getByTestId('registration-status')).toHaveText(/^(Approved|Waitlisted)$/);
    const status = (await panel.getByTestId('registration-status').textContent()) ?? '';

    await page.goto('/my/events');
    const comingUp = page.getByRole('list', { name: 'Coming up' });
    const mine = comingUp.getByRole('listitem').filter({ has: page.getByRole('link', { name: open.title }) });
    await expect(mine.getByTestId('my-registration')).toContainText(status);
    await expect(page.getByRole('link', { name: 'Events', exact: true }).first()).toBeVisible();

    await page.goto('/events');
    const card = page
      .getByRole('list', { name: 'Upcoming events' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: open.title }) });
    await expect(card.getByTestId('my-registration')).toContainText(status);

    // Cancelling takes the mark off the list and the event off /my/events.
    await page.request.delete(`/api/v2/events/${open.id}/registration`, { headers: { Authorization: `Bearer ${user.sessionCookie}` } });
    await page.goto('/my/events');
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your events' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: open.title })).toHaveCount(0);
    await page.goto('/events');
    const unmarked = page
      .getByRole('list', { name: 'Upcoming events' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: open.title }) });
    await expect(unmarked).toBeVisible();
    await expect(unmarked.getByTestId('my-registration')).toHaveCount(0);
  });
});
