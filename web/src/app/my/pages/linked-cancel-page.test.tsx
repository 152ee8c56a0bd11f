import { describe, expect, it, jest } from '@jest/globals';
import type { Booking } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBooking } from '@/test-utils/coaching-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('LinkedCancelPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./linked-cancel-page')] });

  /** A logged-out visitor: the server answers the booking only with the link's token. */
  function open(path: string, booking: Booking | null, language: 'en' | 'fil' = 'en') {
    const calls = mockFetch((call: RecordedCall) => {
      if (call.method === 'GET' && call.path === `/api/v2/bookings/b-7?token=tok-7`) {
        return booking ? jsonResponse(200, booking) : jsonResponse(404, { statusCode: 404, message: 'No.' });
      }
      if (call.method === 'GET' && call.path.startsWith('/api/v2/bookings/b-7')) {
        return jsonResponse(403, {
          statusCode: 403,
          code: 'SCHEDULING_LINK_INVALID',
          message: 'This link is out of date or not for this booking.',
        });
      }
      if (call.method === 'POST' && call.path === '/api/v2/bookings/b-7/cancel' && booking) {
        return jsonResponse(200, { ...booking, status: 'CANCELLED', can: { ...booking.can, cancel: false, reschedule: false } });
      }
      return jsonResponse(404, { statusCode: 404, message: 'No.' });
    });
    const app = renderApp({ path, userPref: { language } });
    return { app, calls };
  }

  const booked = () => aBooking({ id: 'b-7', start: inHours(48), end: inHours(49) });

  it('shows the booking to a logged-out visitor, asks to confirm, and cancels with the token alone', async () => {
    const { app, calls } = open('/bookings/b-7/cancel?token=tok-7', booked());
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your session' })).toBeInTheDocument();
    // The booking on the page and in the question: what, with whom.
    expect(screen.getAllByText('Career chat')).toHaveLength(2);
    expect(screen.getAllByText(/with Ana Reyes/)).toHaveLength(2);
    // Nothing is cancelled without a reason and a confirmation.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText('Please tell Ana Reyes why you are cancelling.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Exam that day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Exam that day', token: 'tok-7' }));
    expect(await screen.findByText('This session is cancelled. We let Ana Reyes know.')).toBeInTheDocument();
    expect(calls.every((call) => !call.authorization)).toBe(true);
    expect(app.location()).toBe('/bookings/b-7/cancel?token=tok-7');
  });

  it('keeps the session when the visitor changes their mind, and can ask again', async () => {
    const { calls } = open('/bookings/b-7/cancel?token=tok-7', booked());
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText('Your session stays booked.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this session' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this session?' })).toBeInTheDocument();
  });

  it('reads in Filipino', async () => {
    open('/bookings/b-7/cancel?token=tok-7', booked(), 'fil');
    const dialog = await screen.findByRole('dialog', { name: 'Kanselahin ang session na ito?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ang iyong session' })).toBeInTheDocument();
    expect(screen.getByText('Binuksan mula sa iyong booking e-mail: hindi kailangang mag-log in.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Dahilan'), { target: { value: 'May exam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kanselahin ang session' }));
    expect(await screen.findByText('Kinansela na ang session na ito. Sinabihan na namin si Ana Reyes.')).toBeInTheDocument();
  });

  it('says when the link no longer works, without asking to log in', async () => {
    const { app } = open('/bookings/b-7/cancel?token=old', booked());
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText('This link is out of date or not for this booking.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.location()).toBe('/bookings/b-7/cancel?token=old');
  });

  it('says a session that already took place can no longer be cancelled', async () => {
    open(
      '/bookings/b-7/cancel?token=tok-7',
      aBooking({ id: 'b-7', status: 'COMPLETED', can: { reschedule: false, cancel: false, review: false, markNoShow: false } }),
    );
    expect(await screen.findByText('Career chat can no longer be cancelled (completed).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sends an older e-mail's /my/schedule cancel link, logged out, to this page rather than the log-in", async () => {
    const { app } = open('/my/schedule?cancel=b-7&token=tok-7', booked());
    await waitFor(() => expect(app.location()).toBe('/bookings/b-7/cancel?token=tok-7'));
    expect(await screen.findByRole('dialog', { name: 'Cancel this session?' })).toBeInTheDocument();
  });
});
