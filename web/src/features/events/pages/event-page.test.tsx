import { describe, expect, it, jest } from '@jest/globals';
import type { EventDetail, EventRegistration } from '@lakbay/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { anEvent, aRegistration } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const EVENT_PATH = `/api/v2/events/${anEvent().id}`;
const REGISTRATION_PATH = `${EVENT_PATH}/registration`;

/** A fake BFF holding one event and the visitor's registration, which POST and DELETE change. */
function serve(event: EventDetail, mine: EventRegistration | null = null) {
  let registration = mine;
  return (call: RecordedCall): Response => {
    if (call.path === EVENT_PATH) {
      return jsonResponse(200, event);
    }
    if (call.path === REGISTRATION_PATH && call.method === 'GET') {
      return jsonResponse(200, { registration });
    }
    if (call.path === REGISTRATION_PATH && call.method === 'POST') {
      const interested = (call.body as { interestOnly?: boolean }).interestOnly === true;
      registration = aRegistration(interested ? { status: 'INTERESTED', statusLabel: 'Interested' } : {});
      return jsonResponse(201, registration);
    }
    if (call.path === REGISTRATION_PATH && call.method === 'DELETE') {
      registration = aRegistration({ status: 'DROPPED_OUT', statusLabel: 'Cancelled' });
      return jsonResponse(200, registration);
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Nothing here.' });
  };
}

const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, body: c.body }));

describe('EventPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./event-page')] });

  function open(server: (call: RecordedCall) => Response, loggedIn = true, userPref: Record<string, unknown> = {}) {
    const calls = mockFetch(server);
    const app = renderApp({ path: `/events/${anEvent().id}`, userPref, ...(loggedIn ? { session: aLoggedUser() } : {}) });
    return { app, calls };
  }

  it('asks a visitor who is not logged in to log in instead of registering', async () => {
    const { app, calls } = open(serve(anEvent()), false);
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(app.store.getState().ui.loginModalOpen).toBe(true);
    expect(writes(calls)).toEqual([]);
    expect(calls.some((c) => c.path === REGISTRATION_PATH)).toBe(false);
  });

  it('reads in Filipino, the registration panel too', async () => {
    open(serve(anEvent()), true, { language: 'fil' });
    expect(await screen.findByRole('button', { name: 'Mag-register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tungkol sa event na ito' })).toBeInTheDocument();
    expect(screen.getByText('Kumpirmado ang upuan mo pagka-register mo.')).toBeInTheDocument();
    expect(screen.getByText('20 sa 30 na upuan ang natitira')).toBeInTheDocument();
  });

  it('registers for a seat and shows the confirmed status', async () => {
    const { calls } = open(serve(anEvent()));
    expect(await screen.findByText('20 of 30 seats left')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('registration-status')).toHaveTextContent('Registered');
    expect(screen.getByText('Your seat is confirmed. See you there!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Join the online session/ })).toHaveAttribute('href', 'https://meet.example.ph/nursing');
    expect(writes(calls)).toEqual([{ method: 'POST', body: {} }]);
  });

  it('records interest only when asked, holding no seat', async () => {
    const { calls } = open(serve(anEvent()));
    fireEvent.click(await screen.findByRole('button', { name: "I'm interested" }));
    expect(await screen.findByTestId('registration-status')).toHaveTextContent('Interested');
    expect(screen.queryByRole('link', { name: /Join the online session/ })).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', body: { interestOnly: true } }]);
  });

  it('offers the waitlist once the event is full, and an application when organisers approve', async () => {
    open(serve(anEvent({ seatsLeft: 0, seatsTaken: 30, waitlisted: 3 })));
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.getByText('Full · 3 on the waitlist')).toBeInTheDocument();
    cleanup();
    open(serve(anEvent({ seatsLeft: 0, needsApproval: true })));
    expect(await screen.findByRole('button', { name: 'Apply to join' })).toBeInTheDocument();
  });

  it('shows the place on the waitlist and cancels after confirmation', async () => {
    const { calls } = open(
      serve(anEvent({ seatsLeft: 0 }), aRegistration({ status: 'WAITLISTED', statusLabel: 'Waitlisted', waitlistPosition: 2 })),
    );
    expect(await screen.findByText('You are number 2 on the waitlist.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(writes(calls)).toEqual([]);
    // The popover's own button confirms; the panel's only opened it.
    expect(await screen.findByText('Cancel your registration?')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel registration' }).at(-1) as HTMLElement);
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'DELETE', body: undefined }]));
    expect(await screen.findByText('You cancelled your registration. You can register again.')).toBeInTheDocument();
  });

  it('offers nothing to do once registration has closed or the event is over', async () => {
    open(serve(anEvent({ registrationOpen: false })));
    expect(await screen.findByText('Registration is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    cleanup();
    const past = anEvent({ startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-01-01T02:00:00.000Z', registrationOpen: false });
    open(serve(past, aRegistration()));
    expect(await screen.findByTestId('registration-status')).toHaveTextContent('Registered');
    // Over: no link to a finished session, no cancelling a past seat.
    expect(screen.queryByRole('link', { name: /Join the online session/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
  });

  it('says an unknown event was not found', async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'There is no such event.' }));
    renderApp({ path: '/events/5d9e1c2a-0000-4000-8000-00000000dead' });
    expect(await screen.findByText('We could not find this event')).toBeInTheDocument();
  });
});
