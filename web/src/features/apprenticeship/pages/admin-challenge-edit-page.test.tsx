import vm from 'node:vm';
import type { AdminChallenge, ChallengeInput } from '@lakbay/contracts';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aChallengeDetail, aWeek } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';

jest.setTimeout(60_000);

// antd's form schedules its updates with MessageChannel, which jsdom lacks: Node's own is borrowed.
const node = vm.runInThisContext('globalThis') as { MessageChannel: typeof MessageChannel };
Object.defineProperty(globalThis, 'MessageChannel', { value: node.MessageChannel, writable: true, configurable: true });

const toast = jest.fn(async (_kind: string, _content: string, _seconds?: number) => undefined);
jest.unstable_mockModule('@/lib/toast', () => ({ toast, TOAST_SECONDS: { default: 3, enrolmentError: 7, submission: 5 } }));
const { setUpAppTests } = await import('@/test-utils/render-app');

const admin = aLoggedUser({ idToken: fakeIdToken({ sub: 'admin', isAdmin: true }) });

const week = (dueDate: string) => ({
  title: 'Know the customers',
  brief: 'Talk to the store owners.',
  tasks: ['Interview two owners'],
  deliverable: 'A page',
  resources: [],
  dueDate,
});

const input: ChallengeInput = {
  title: 'Brand a Sari-Sari Store',
  partnerName: 'Tindahan Co.',
  partnerLogoUrl: null,
  partnerWebsite: null,
  category: 'marketing-branding',
  summary: 'Give a neighbourhood store a brand.',
  description: 'The long description.',
  coverImageUrl: null,
  applicationDeadline: '2026-01-30',
  startDate: '2026-02-02',
  slots: 30,
  applicationTypes: ['GROUP', 'INDIVIDUAL'],
  minGroupSize: 1,
  maxGroupSize: 3,
  lateDays: 0,
  weeks: [week('2026-02-06'), week('2026-02-13')],
};

const running: AdminChallenge = {
  challenge: { ...aChallengeDetail({ status: 'RUNNING' }), weekList: [aWeek(1), aWeek(2)] },
  input,
  locks: {
    readOnly: false,
    published: true,
    startDate: true,
    keptWeeks: [1],
    fixedDueDates: [1],
    earliestDueDate: '2026-02-08',
    minSlots: 18,
    maxGroupSizeAtLeast: 3,
    minGroupSizeAtMost: 2,
    applicationTypes: ['GROUP', 'INDIVIDUAL'],
  },
  groups: 7,
  createdAt: '2026-01-10T00:00:00.000Z',
  publishedAt: '2026-01-11T00:00:00.000Z',
};

describe('AdminChallengeEditPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./admin-challenge-edit-page')], resetLocale: true });

  beforeEach(() => {
    toast.mockClear();
  });

  it('shows what enrolled groups lock, keeps the start date and the due week, and puts a refused edit on its field', async () => {
    const calls = mockFetch(({ method }) =>
      method === 'PUT'
        ? jsonResponse(409, {
            statusCode: 409,
            code: 'APPRENTICESHIP_CHALLENGE_LOCKED',
            message: [
              { property: 'weeks.1.dueDate', constraints: ['Week 2 cannot be moved to a day that has passed: groups are enrolled.'] },
            ],
          })
        : jsonResponse(200, running),
    );
    renderApp({ path: '/admin/virapp/challenges/ch-1', session: admin, userPref: { cookieConsent: 'accepted' } });

    expect(await screen.findByText('Groups are enrolled: some things can no longer change')).toBeTruthy();
    expect(screen.getByText('Week 1 has opened: the start date stays.')).toBeTruthy();
    expect(screen.getByText('18 seats are taken: seats cannot go below that.')).toBeTruthy();
    expect(screen.getByLabelText('Start date')).toBeDisabled();
    const week1 = screen.getByRole('group', { name: 'Week 1' });
    expect(within(week1).getByLabelText('Due date')).toBeDisabled();
    // Only the last week can go, and week 2 has no hand-ins: it can.
    expect(screen.getByRole('button', { name: 'Remove week 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove week 1' })).toBeNull();
    // Published: no publish button.
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

    const week2 = screen.getByRole('group', { name: 'Week 2' });
    fireEvent.change(within(week2).getByLabelText('Due date'), { target: { value: '2026-02-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(week2).findByText('Week 2 cannot be moved to a day that has passed: groups are enrolled.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/v2/admin/virapp/challenges/ch-1' });
    const sent = put?.body as ChallengeInput | undefined;
    expect(sent?.weeks.map((w) => w.dueDate)).toEqual(['2026-02-06', '2026-02-07']);
    expect(sent?.weeks[0]?.tasks).toEqual(['Interview two owners']);
  });

  it('publishes a saved draft', async () => {
    const draft: AdminChallenge = {
      ...running,
      challenge: { ...running.challenge, status: 'DRAFT' },
      locks: { ...running.locks, published: false, startDate: false, keptWeeks: [], fixedDueDates: [], earliestDueDate: null, minSlots: 0 },
      groups: 0,
      publishedAt: null,
    };
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path.endsWith('/publish')
        ? jsonResponse(200, { ...draft, challenge: { ...draft.challenge, status: 'OPEN' } })
        : jsonResponse(200, draft),
    );
    renderApp({ path: '/admin/virapp/challenges/ch-1', session: admin, userPref: { cookieConsent: 'accepted' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Challenge published: Kadets can see it now'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/v2/admin/virapp/challenges/ch-1/publish')).toBe(true);
  });

  describe('in English and Filipino (issue 29)', () => {
    const bilingual: AdminChallenge = {
      ...running,
      input: {
        ...input,
        fil: { title: 'Bigyan ng Brand ang Sari-Sari Store', summary: null, description: 'Ang mahabang paglalarawan.' },
        weeks: [
          { ...week('2026-02-06'), fil: { title: 'Kilalanin ang mga customer', brief: null, deliverable: null } },
          week('2026-02-13'),
        ],
      },
    };

    it('shows each text’s Filipino beside its English and sends both, empty Filipino texts left out', async () => {
      const calls = mockFetch(() => jsonResponse(200, bilingual));
      renderApp({ path: '/admin/virapp/challenges/ch-1', session: admin, userPref: { cookieConsent: 'accepted' } });

      const about = await screen.findByRole('group', { name: 'About' });
      expect(within(about).getByLabelText('Title in Filipino')).toHaveValue('Bigyan ng Brand ang Sari-Sari Store');
      expect(within(about).getByLabelText('Title')).toHaveValue('Brand a Sari-Sari Store');
      expect(within(about).getByLabelText('Summary in Filipino')).toHaveValue('');
      expect(within(about).getByLabelText('Brief in Filipino')).toHaveValue('Ang mahabang paglalarawan.');
      const week1 = screen.getByRole('group', { name: 'Week 1' });
      const week2 = screen.getByRole('group', { name: 'Week 2' });
      expect(within(week1).getByLabelText('Title in Filipino')).toHaveValue('Kilalanin ang mga customer');
      expect(within(week2).getByLabelText('What the group hands in in Filipino')).toHaveValue('');

      fireEvent.change(within(about).getByLabelText('Summary in Filipino'), {
        target: { value: '  Bigyan ng brand ang isang tindahan sa barangay.  ' },
      });
      fireEvent.change(within(week2).getByLabelText('What the group hands in in Filipino'), { target: { value: 'Isang pahina' } });
      fireEvent.change(within(about).getByLabelText('Brief in Filipino'), { target: { value: '   ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
      const sent = calls.find((call) => call.method === 'PUT')?.body as ChallengeInput;
      expect(sent.fil).toEqual({
        title: 'Bigyan ng Brand ang Sari-Sari Store',
        summary: 'Bigyan ng brand ang isang tindahan sa barangay.',
      });
      expect(sent.weeks.map((w) => w.fil)).toEqual([{ title: 'Kilalanin ang mga customer' }, { deliverable: 'Isang pahina' }]);
      expect(sent.title).toBe('Brand a Sari-Sari Store');
    });

    it('checks a Filipino text given like the English, and sends nothing while it is too short', async () => {
      const calls = mockFetch(() => jsonResponse(200, bilingual));
      renderApp({ path: '/admin/virapp/challenges/ch-1', session: admin, userPref: { cookieConsent: 'accepted' } });
      fireEvent.change(await screen.findByLabelText('Summary in Filipino'), { target: { value: 'Maikli' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Write at least 10 characters, or leave it empty.')).toBeTruthy();
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    });

    it('locks the Filipino with the English once the challenge has ended', async () => {
      mockFetch(() => jsonResponse(200, { ...bilingual, locks: { ...bilingual.locks, readOnly: true } }));
      renderApp({ path: '/admin/virapp/challenges/ch-1', session: admin, userPref: { cookieConsent: 'accepted' } });
      const about = await screen.findByRole('group', { name: 'About' });
      expect(within(about).getByLabelText('Title in Filipino')).toBeDisabled();
      expect(within(about).getByLabelText('Summary in Filipino')).toBeDisabled();
      expect(within(screen.getByRole('group', { name: 'Week 1' })).getByLabelText('Title in Filipino')).toBeDisabled();
    });
  });
});
