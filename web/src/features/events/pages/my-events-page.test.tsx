import { describe, expect, it, jest } from '@jest/globals';
import type { MyEventRegistration, RegistrationStatus } from '@lakbay/contracts';
import { REGISTRATION_STATUS_LABELS } from '@lakbay/contracts';
import { screen, within } from '@testing-library/react';
import { anEvent, aPage } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const DAY = 86_400_000;

function mine(title: string, inDays: number, status: RegistrationStatus, waitlistPosition: number | null = null): MyEventRegistration {
  const start = new Date(Date.now() + inDays * DAY);
  const event = anEvent({
    id: `e-${title}`,
    title,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  return {
    id: `r-${title}`,
    eventId: event.id,
    userId: 'u-1',
    status,
    statusLabel: REGISTRATION_STATUS_LABELS[status],
    waitlistPosition,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    event,
  };
}

describe('MyEventsPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./my-events-page')] });

  function open(path: string, registrations: MyEventRegistration[], userPref: Record<string, unknown> = {}) {
    mockFetch((call) =>
      call.path.startsWith('/api/v2/my/event-registrations')
        ? jsonResponse(200, registrations)
        : jsonResponse(200, aPage(registrations.map((r) => r.event))),
    );
    renderApp({ path, session: aLoggedUser(), userPref });
  }

  it('reads in Filipino', async () => {
    open('/my/events', [mine('Later talk', 20, 'WAITLISTED', 2), mine('Last month', -30, 'COMPLETED')], { language: 'fil' });
    const comingUp = await screen.findByRole('list', { name: 'Paparating' });
    expect(within(comingUp).getByTestId('my-registration')).toHaveTextContent('Nasa waitlist pang-2 sa pila');
    expect(screen.getByRole('heading', { name: 'Aking mga event' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Nakaraan' })).getByTestId('my-registration')).toHaveTextContent('Natapos');
  });

  it('lists the coming events soonest first and the past ones, each with its status, leaving cancelled ones out', async () => {
    // The API answers latest event first.
    open('/my/events', [
      mine('Later talk', 20, 'WAITLISTED', 2),
      mine('Sooner clinic', 3, 'APPLIED'),
      mine('Dropped meet-up', 2, 'DROPPED_OUT'),
      mine('Last month', -30, 'COMPLETED'),
    ]);
    const comingUp = await screen.findByRole('list', { name: 'Coming up' });
    const items = [...comingUp.querySelectorAll<HTMLElement>(':scope > li')];
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Sooner clinic', 'Later talk']);
    expect(within(items[0]).getByTestId('my-registration')).toHaveTextContent('Pending approval');
    expect(within(items[1]).getByTestId('my-registration')).toHaveTextContent('Waitlisted number 2 in line');
    const past = screen.getByRole('list', { name: 'Past' });
    expect(within(past).getByTestId('my-registration')).toHaveTextContent('Completed');
    expect(screen.queryByText('Dropped meet-up')).not.toBeInTheDocument();
  });

  it('points to the events when there are none', async () => {
    open('/my/events', [mine('Dropped meet-up', 2, 'DROPPED_OUT')]);
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See what's new" })).toHaveAttribute('href', '/events');
  });

  it('marks on the events list the ones the visitor registered for', async () => {
    open('/events', [mine('Sooner clinic', 3, 'APPROVED'), mine('Dropped meet-up', 2, 'DROPPED_OUT')]);
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const [clinic, dropped] = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(within(dropped).getByRole('heading')).toHaveTextContent('Dropped meet-up');
    expect(await within(clinic).findByTestId('my-registration')).toHaveTextContent('Approved');
    expect(within(dropped).queryByTestId('my-registration')).not.toBeInTheDocument();
  });
});
