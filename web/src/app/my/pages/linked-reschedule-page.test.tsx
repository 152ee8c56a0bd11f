import { describe, expect, it, jest } from '@jest/globals';
import type { Booking } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBooking } from '@/test-utils/coaching-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
// Two days ahead at a full hour: inside the first visible week whatever the machine's zone.
const slotStart = () => {
  const at = new Date(Date.now() + 2 * 86_400_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};
const LINK_GONE = { statusCode: 403, code: 'SCHEDULING_LINK_INVALID', message: 'This link is out of date or not for this booking.' };

describe('LinkedReschedulePage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./linked-reschedule-page')] });

  /** The server answers the booking only with the link's token (tok-7), and moves it once. */
  function open(
    path: string,
    booking: Booking,
    {
      language = 'en',
      loggedIn = false,
      patch,
    }: { language?: 'en' | 'fil'; loggedIn?: boolean; patch?: (call: RecordedCall) => Response } = {},
  ) {
    const start = slotStart();
    const end = new Date(Date.parse(start) + 45 * 60_000).toISOString();
    const calls = mockFetch((call: RecordedCall) => {
      if (call.method === 'GET' && call.path === '/api/v2/bookings/b-7?token=tok-7') {
        return jsonResponse(200, booking);
      }
      if (call.method === 'GET' && call.path.startsWith('/api/v2/bookings/b-7')) {
        return jsonResponse(403, LINK_GONE);
      }
      if (call.method === 'GET' && call.path.startsWith('/api/v2/coaches/ana-reyes/availability')) {
        return jsonResponse(200, { timeZone: 'Asia/Manila', windows: [], slots: [{ start, end }] });
      }
      if (call.method === 'PATCH' && call.path === '/api/v2/bookings/b-7') {
        return patch
          ? patch(call)
          : jsonResponse(200, { ...booking, id: 'b-8', start, end, rescheduledFromId: 'b-7', can: { ...booking.can } });
      }
      return jsonResponse(404, { statusCode: 404, message: 'No.' });
    });
    const app = renderApp({ path, userPref: { language }, ...(loggedIn ? { session: aLoggedUser() } : {}) });
    return { app, calls, start };
  }

  const booked = () => aBooking({ id: 'b-7', start: inHours(48), end: inHours(48.75) });

  async function pickAndReview(app: ReturnType<typeof renderApp>, start: string, names = { group: /^Open times on /, next: 'Continue' }) {
    const slots = await screen.findByRole('group', { name: names.group });
    fireEvent.click(within(slots).getAllByRole('button')[0]);
    await waitFor(() => expect(app.location()).toContain(`start=${encodeURIComponent(start)}`));
    await waitFor(() => expect(screen.getByRole('button', { name: names.next })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: names.next }));
  }

  it('shows the booking to a logged-out visitor, picks a free slot, and moves it with the token alone', async () => {
    const { app, calls, start } = open('/bookings/b-7/reschedule?token=tok-7', booked());
    // What, with whom, and when now, in the reader's time; no log-in asked.
    expect(await screen.findByRole('heading', { level: 1, name: 'Career chat with Ana Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Opened from your booking e-mail: no log-in needed.')).toBeInTheDocument();
    expect(screen.getByText(/^Now: .+ \(your time\)$/)).toBeInTheDocument();
    // The coach's free slots for this training, the booking being moved named.
    await waitFor(() => expect(calls.some((call) => call.path.includes('/availability?') && call.path.includes('booking=b-7'))).toBe(true));
    await pickAndReview(app, start);
    expect(await screen.findByRole('heading', { name: 'Review and confirm' })).toBeInTheDocument();
    expect(app.location()).toBe(`/bookings/b-7/reschedule/steps/2?start=${encodeURIComponent(start)}&token=tok-7`);
    // Nothing moves before the confirmation.
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ start, token: 'tok-7' }));
    expect(
      await screen.findByText('Your session has moved to the new time. We sent you and Ana Reyes an updated calendar invite.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your session' })).toBeInTheDocument();
    expect(calls.every((call) => !call.authorization)).toBe(true);
    expect(app.location()).not.toContain('/login');
  });

  it('reads in Filipino', async () => {
    const { app, start } = open('/bookings/b-7/reschedule?token=tok-7', booked(), { language: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Career chat kasama si Ana Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Binuksan mula sa iyong booking e-mail: hindi kailangang mag-log in.')).toBeInTheDocument();
    await pickAndReview(app, start, { group: /^Mga bakanteng oras sa /, next: 'Magpatuloy' });
    fireEvent.click(await screen.findByRole('button', { name: 'Kumpirmahin ang bagong oras' }));
    expect(
      await screen.findByText(
        'Nailipat na ang iyong session sa bagong oras. Pinadalhan namin kayo ni Ana Reyes ng updated na calendar invite.',
      ),
    ).toBeInTheDocument();
  });

  it('says a used, expired or foreign link no longer works and to log in and use My schedule', async () => {
    const { app } = open('/bookings/b-7/reschedule?token=old', booked());
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText('This link is out of date or not for this booking.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in and open my schedule' })).toHaveAttribute('href', '/my/schedule');
    expect(app.location()).toBe('/bookings/b-7/reschedule?token=old');
  });

  it('says the same in Filipino, and what to do when the link has no token', async () => {
    open('/bookings/b-7/reschedule', booked(), { language: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Hindi na gumagana ang link na ito' })).toBeInTheDocument();
    expect(screen.getByText(/^Kulang ang link na ito\. Mag-log in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-log in at buksan ang aking schedule' })).toBeInTheDocument();
  });

  it('when the link is used up meanwhile (another tab), says so instead of moving', async () => {
    const { app, start } = open('/bookings/b-7/reschedule?token=tok-7', booked(), { patch: () => jsonResponse(403, LINK_GONE) });
    await pickAndReview(app, start);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  });

  it('on a taken slot shows the message and goes back to pick another, keeping the token', async () => {
    const { app, start } = open('/bookings/b-7/reschedule?token=tok-7', booked(), {
      patch: () => jsonResponse(409, { statusCode: 409, code: 'SCHEDULING_SLOT_TAKEN', message: 'That time was just taken.' }),
    });
    await pickAndReview(app, start);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('That time was just taken.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/bookings/b-7/reschedule?token=tok-7'));
  });

  it('says a session that can no longer be moved cannot be, with the way to My schedule', async () => {
    open(
      '/bookings/b-7/reschedule?token=tok-7',
      aBooking({ id: 'b-7', status: 'CANCELLED', can: { reschedule: false, cancel: false, review: false, markNoShow: false } }),
    );
    expect(await screen.findByRole('heading', { name: "This session can't be moved" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in and open my schedule' })).toBeInTheDocument();
  });

  it('gives a logged-in Kadet following the link the same page', async () => {
    const { app } = open('/bookings/b-7/reschedule?token=tok-7', booked(), { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Career chat with Ana Reyes' })).toBeInTheDocument();
    expect(app.location()).toBe('/bookings/b-7/reschedule?token=tok-7');
  });

  it("sends an older e-mail's /my/schedule reschedule link, logged out, to this page rather than the log-in", async () => {
    const { app } = open('/my/schedule/b-7/reschedule/steps/1?token=tok-7', booked());
    await waitFor(() => expect(app.location()).toBe('/bookings/b-7/reschedule?token=tok-7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Career chat with Ana Reyes' })).toBeInTheDocument();
  });
});
