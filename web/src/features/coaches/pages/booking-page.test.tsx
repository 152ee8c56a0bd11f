import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBooking, aCoachDetail } from '@/test-utils/coaching-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

// Two days ahead at a full hour: inside the first visible week whatever the machine's zone.
const slotStart = () => {
  const at = new Date(Date.now() + 2 * 86_400_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};

describe('BookingPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./booking-page')] });

  afterEach(() => {
    sessionStorage.clear();
    jest.useRealTimers();
  });

  function open(bookingAnswer: (call: RecordedCall) => Response, userPref: Record<string, unknown> = {}, coachZone = 'Asia/Manila') {
    const start = slotStart();
    const end = new Date(Date.parse(start) + 45 * 60_000).toISOString();
    const calls = mockFetch((call) => {
      if (call.path === '/api/v2/coaches/ana-reyes') {
        return jsonResponse(200, aCoachDetail());
      }
      if (call.path.startsWith('/api/v2/coaches/ana-reyes/availability')) {
        return jsonResponse(200, { timeZone: coachZone, windows: [], slots: [{ start, end }] });
      }
      if (call.method === 'POST' && call.path === '/api/v2/bookings') {
        return bookingAnswer(call);
      }
      return jsonResponse(404, { statusCode: 404, message: 'No.' });
    });
    const app = renderApp({ path: '/coaches/ana-reyes/schedule/steps/1?training=career-chat', session: aLoggedUser(), userPref });
    return { app, calls, start };
  }

  async function walkToConfirm(app: ReturnType<typeof renderApp>, start: string, { fakeClock = false } = {}) {
    const slots = await screen.findByRole('group', { name: /^Open times on / });
    fireEvent.click(within(slots).getAllByRole('button')[0]);
    await waitFor(() => expect(app.location()).toContain(`start=${encodeURIComponent(start)}`));
    // The router's state moves before React draws it (a transition): click once the page has the slot.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const goals = await screen.findByLabelText('What do you want to get out of this session?');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please answer this question.')).toBeInTheDocument();
    fireEvent.change(goals, { target: { value: '  Land my first data job  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Review and confirm' });
    expect(app.location()).toBe(`/coaches/ana-reyes/schedule/steps/3?training=career-chat&start=${encodeURIComponent(start)}`);
    expect(screen.getByText('Land my first data job')).toBeInTheDocument();
    if (fakeClock) {
      // From the confirmation on, the test moves the clock (the retries wait seconds).
      jest.useFakeTimers();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  }

  /** Moves the fake clock on, letting answers and renders through. */
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  const unknownOutcome = () =>
    jsonResponse(503, {
      statusCode: 503,
      code: 'WRITE_OUTCOME_UNKNOWN',
      message: 'The scheduling service did not confirm this change in time. It may have been saved.',
    });

  it('reads in Filipino, the slot picker and the questions too', async () => {
    const { app, start } = open(() => jsonResponse(500, {}), { language: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Pumili ng petsa at oras' })).toBeInTheDocument();
    const slots = await screen.findByRole('group', { name: /^Mga bakanteng oras sa / });
    expect(screen.getByRole('button', { name: 'Susunod na linggo' })).toBeInTheDocument();
    fireEvent.click(within(slots).getAllByRole('button')[0]);
    await waitFor(() => expect(app.location()).toContain(`start=${encodeURIComponent(start)}`));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Magpatuloy' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Magpatuloy' }));
    await screen.findByLabelText('What do you want to get out of this session?');
    fireEvent.click(screen.getByRole('button', { name: 'Magpatuloy' }));
    expect(await screen.findByText('Pakisagot ang tanong na ito.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Hakbang 2 sa 3' })).toBeInTheDocument();
  });

  describe('time-zone note', () => {
    /** The slot button and the note under the slots, for a Manila viewer and a coach in `coachZone`. */
    async function slotAndNote(coachZone: string, language: 'en' | 'fil') {
      const { start } = open(() => jsonResponse(500, {}), { language }, coachZone);
      const slots = await screen.findByRole('group', { name: language === 'en' ? /^Open times on / : /^Mga bakanteng oras sa / });
      const note = screen.getByText(language === 'en' ? /^Times are in your time zone/ : /^Nasa time zone mo ang mga oras/);
      return { slot: within(slots).getAllByRole('button')[0].textContent ?? '', note: note.textContent ?? '', start };
    }

    it.each(['en', 'fil'] as const)('names no brackets for a coach in Singapore, whose clock reads as Manila (%s)', async (language) => {
      const { slot, note } = await slotAndNote('Asia/Singapore', language);
      expect(slot).not.toMatch(/[()]/);
      expect(note).not.toMatch(/Singapore|brackets|panaklong/);
      expect(note).toBe(language === 'en' ? 'Times are in your time zone (Manila).' : 'Nasa time zone mo ang mga oras (Manila).');
    });

    it.each(['en', 'fil'] as const)("shows a Tokyo coach's time in brackets, as the note says (%s)", async (language) => {
      const { slot, note } = await slotAndNote('Asia/Tokyo', language);
      // One hour ahead of Manila: the coach's time sits in brackets after the viewer's.
      expect(slot).toMatch(/\(.+ Tokyo\)$/);
      expect(note).toBe(
        language === 'en'
          ? "Times are in your time zone (Manila); the Koach's times (Tokyo) are in brackets."
          : 'Nasa time zone mo ang mga oras (Manila); nasa panaklong ang oras ng Koach (Tokyo).',
      );
    });
  });

  it('walks from the slot to the questions to the review and posts the booking', async () => {
    const { app, calls, start } = open((call) => jsonResponse(201, aBooking({ start: (call.body as { start: string }).start })));
    await walkToConfirm(app, start);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session is booked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my schedule' })).toHaveAttribute('href', '/my/schedule');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      coachSlug: 'ana-reyes',
      trainingSlug: 'career-chat',
      start,
      answers: { goals: 'Land my first data job' },
    });
    expect(sessionStorage.getItem('lakbay:booking-answers:ana-reyes:career-chat')).toBeNull();
  });

  it('says it is checking while the answer is lost, and shows the booking once the service answers it', async () => {
    let posts = 0;
    const { app, start } = open((call) =>
      ++posts < 3 ? unknownOutcome() : jsonResponse(201, aBooking({ start: (call.body as { start: string }).start })),
    );
    await walkToConfirm(app, start, { fakeClock: true });

    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether it was saved…');
    expect(screen.queryByText(/did not confirm/)).not.toBeInTheDocument();
    await advance(5_000);

    expect(posts).toBe(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Your session is booked' })).toBeInTheDocument();
    expect(screen.queryByText('Checking whether it was saved…')).not.toBeInTheDocument();
  });

  it('after 30 s without an answer says to look in the schedule before booking again, not a generic error', async () => {
    let posts = 0;
    const { app, start } = open(() => {
      posts++;
      return unknownOutcome();
    });
    await walkToConfirm(app, start, { fakeClock: true });

    await advance(20_000);
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether it was saved…');
    await advance(11_000);

    expect(posts).toBeGreaterThan(5);
    expect(
      screen.getByText('We could not confirm your booking in time. It may have been made: look in your schedule before booking again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my schedule' })).toHaveAttribute('href', '/my/schedule');
    expect(screen.queryByText('Checking whether it was saved…')).not.toBeInTheDocument();
    expect(screen.queryByText(/did not confirm this change/)).not.toBeInTheDocument();
    const asked = posts;
    await advance(60_000);
    expect(posts).toBe(asked);
  });

  it('on a taken slot shows the message, goes back to step 1 with fresh slots and keeps the answers', async () => {
    const { app, calls, start } = open(() =>
      jsonResponse(409, { statusCode: 409, code: 'SCHEDULING_SLOT_TAKEN', message: 'Someone booked this time a moment ago.' }),
    );
    await walkToConfirm(app, start);
    expect(await screen.findByText('Someone booked this time a moment ago.')).toBeInTheDocument();
    expect(app.location()).toBe('/coaches/ana-reyes/schedule/steps/1?training=career-chat');
    await waitFor(() => expect(calls.filter((call) => call.path.includes('/availability')).length).toBeGreaterThanOrEqual(2));
    expect(JSON.parse(sessionStorage.getItem('lakbay:booking-answers:ana-reyes:career-chat') ?? '{}')).toEqual({
      goals: '  Land my first data job  ',
    });
  });

  it('sends a wrong step number back to step 1', async () => {
    mockFetch((call) =>
      call.path === '/api/v2/coaches/ana-reyes'
        ? jsonResponse(200, aCoachDetail())
        : jsonResponse(200, { timeZone: 'Asia/Manila', windows: [], slots: [] }),
    );
    const app = renderApp({ path: '/coaches/ana-reyes/schedule/steps/7?training=career-chat' });
    await waitFor(() => expect(app.location()).toBe('/coaches/ana-reyes/schedule/steps/1?training=career-chat'));
    expect(await screen.findByRole('heading', { name: 'Choose a date and time' })).toBeInTheDocument();
  });
});
