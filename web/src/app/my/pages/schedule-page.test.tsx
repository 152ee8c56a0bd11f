import { describe, expect, it, jest } from '@jest/globals';
import type { Booking } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBooking } from '@/test-utils/coaching-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('SchedulePage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./schedule-page')] });

  function open(
    upcoming: Booking[],
    past: Booking[] = [],
    {
      path = '/my/schedule',
      isCoach = false,
      userPref = {},
    }: { path?: string; isCoach?: boolean; userPref?: Record<string, unknown> } = {},
  ) {
    const calls = mockFetch((call: RecordedCall) => {
      if (call.path.startsWith('/api/v2/my/bookings')) {
        return jsonResponse(200, { upcoming, past });
      }
      const single = /^\/api\/v2\/bookings\/([^/?]+)(\?.*)?$/.exec(call.path);
      if (call.method === 'GET' && single) {
        const found = [...upcoming, ...past].find((booking) => booking.id === single[1]);
        return found ? jsonResponse(200, found) : jsonResponse(404, { statusCode: 404, message: 'No such session.' });
      }
      if (call.method === 'POST' && call.path.endsWith('/cancel')) {
        return jsonResponse(200, { ...upcoming[0], status: 'CANCELLED' });
      }
      return jsonResponse(404, { statusCode: 404, message: 'No.' });
    });
    const app = renderApp({ path, session: aLoggedUser({ isCoach }), userPref });
    return { app, calls };
  }

  const card = async (title: string) => screen.findByRole('article', { name: new RegExp(`^${title}`) });

  it('offers only the actions booking.can allows, and shows status, late cancel and the meeting link', async () => {
    open(
      [aBooking({ id: 'b-1' })],
      [
        aBooking({
          id: 'b-2',
          training: { slug: 'resume-review', title: 'Resume review', durationMinutes: 30 },
          status: 'COMPLETED',
          meetingLink: null,
          can: { reschedule: false, cancel: false, review: true, markNoShow: true },
        }),
        aBooking({
          id: 'b-3',
          training: { slug: 'mock-interview', title: 'Mock interview', durationMinutes: 60 },
          status: 'CANCELLED',
          lateCancel: true,
          cancelledBy: 'coach',
          cancellationReason: 'Sick today',
          meetingLink: null,
          can: { reschedule: false, cancel: false, review: false, markNoShow: false },
        }),
      ],
    );
    const upcoming = await card('Career chat');
    expect(within(upcoming).getByText('Confirmed')).toBeInTheDocument();
    expect(within(upcoming).getByText('Koach: Ana Reyes')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: /Join the meeting/ })).toHaveAttribute('href', 'https://meet.example.ph/ana-reyes');
    expect(within(upcoming).getByRole('link', { name: 'Reschedule' })).toHaveAttribute('href', '/my/schedule/b-1/reschedule/steps/1');
    expect(within(upcoming).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: 'Rate this session' })).not.toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();

    const held = await card('Resume review');
    expect(within(held).getByRole('button', { name: 'Rate this session' })).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Mark no-show' })).toBeInTheDocument();
    expect(within(held).queryByRole('link', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(held).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    const cancelled = await card('Mock interview');
    expect(within(cancelled).getByText('Late cancel')).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled by the Koach: “Sick today”')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads in Filipino, the menu, the card and the cancel dialog too', async () => {
    open([aBooking({ id: 'b-9', start: inHours(2), end: inHours(3) })], [], { userPref: { language: 'fil' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aking schedule' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Aking account' })).getByRole('link', { name: 'Aking mga Koach' }),
    ).toBeInTheDocument();
    const session = await card('Career chat');
    expect(within(session).getByText('Kumpirmado')).toBeInTheDocument();
    fireEvent.click(within(session).getByRole('button', { name: 'Kanselahin' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Late cancel ito: /)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kanselahin ang session' }));
    expect(await within(dialog).findByText('Pakisabi kay Ana Reyes kung bakit ka nagkakansela.')).toBeInTheDocument();
  });

  it('warns about a late cancel and requires a reason before cancelling', async () => {
    const soon = inHours(2);
    const { calls } = open([aBooking({ id: 'b-9', start: soon, end: inHours(3) })]);
    fireEvent.click(within(await card('Career chat')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^This is a late cancel: /)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText('Please tell Ana Reyes why you are cancelling.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Exam moved to this afternoon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v2/bookings/b-9/cancel')?.body).toEqual({ reason: 'Exam moved to this afternoon' }),
    );
  });

  it('does not warn when the session is more than three hours away', async () => {
    open([aBooking({ start: inHours(30), end: inHours(31) })]);
    fireEvent.click(within(await card('Career chat')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/late cancel/)).not.toBeInTheDocument();
  });

  it('opens the cancel dialog from an e-mail link and sends its token', async () => {
    const { calls, app } = open([aBooking({ id: 'b-5', start: inHours(48), end: inHours(49) })], [], {
      path: '/my/schedule?cancel=b-5&token=tok123',
    });
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.path === '/api/v2/bookings/b-5?token=tok123')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Cannot make it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v2/bookings/b-5/cancel')?.body).toEqual({
        reason: 'Cannot make it',
        token: 'tok123',
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/my/schedule'));
  });

  it('shows a Koach their sessions as Koach first and lets them switch to their own bookings', async () => {
    const { calls } = open([aBooking({ viewerRole: 'coach' })], [], { isCoach: true });
    expect(within(await card('Career chat')).getByText('Kadet: Maria')).toBeInTheDocument();
    fireEvent.click(screen.getByText('As Kadet'));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/v2/my/bookings?role=kadet'));
    expect(calls[0].path).toBe('/api/v2/my/bookings?role=coach');
  });
});
