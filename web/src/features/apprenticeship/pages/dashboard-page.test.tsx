import type { Member } from '@lakbay/contracts';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  aChallengeDetail,
  aMember,
  anInvite,
  aSubmission,
  anInvitedMember,
  aUserChallenge,
  mockVaFetch,
  USER_BASE,
  type VaCall,
} from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';

jest.setTimeout(60_000);

const toast = jest.fn(async (_kind: string, _content: string, _seconds?: number) => undefined);
jest.unstable_mockModule('@/lib/toast', () => ({ toast, TOAST_SECONDS: { default: 3, enrolmentError: 7, submission: 5 } }));
const { setUpAppTests } = await import('@/test-utils/render-app');

const ben = anInvitedMember('ben@example.ph', 'inv-1');

describe('DashboardPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./dashboard-page')], resetLocale: true });

  beforeEach(() => {
    toast.mockClear();
  });

  function open(
    path: string,
    handle: (call: VaCall) => Response | undefined = () => undefined,
    members: () => Member[] = () => [aMember(), ben],
    language: 'en' | 'fil' = 'en',
  ) {
    const calls = mockVaFetch((call) => {
      const answer = handle(call);
      if (answer) {
        return answer;
      }
      switch (call.path.split('?')[0]) {
        case '/api/v2/virapp/challenges/ch-1':
          return jsonResponse(200, aChallengeDetail());
        case USER_BASE:
          return jsonResponse(200, aUserChallenge({ members: members() }));
        case `${USER_BASE}/members`:
          return jsonResponse(200, members());
        case `${USER_BASE}/participants`:
          return jsonResponse(200, [{ userId: 'u-7', name: 'Lea Cruz' }]);
        default:
          return jsonResponse(200, []);
      }
    });
    const app = renderApp({ path, session: aLoggedUser(), userPref: { cookieConsent: 'accepted', language } });
    return { app, calls };
  }

  it('shows the tabs, this week and the progress on HOME', async () => {
    open('/virtual-apprenticeship/ch-1/home');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'TODOS' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'MANAGE' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('1 accepted · 1 submitted · 2 weeks')).toBeInTheDocument();
  });

  it('lists the members with statuses and the other participants on MANAGE', async () => {
    const { calls } = open('/virtual-apprenticeship/ch-1/manage');
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(await within(members).findByText('Maria Santos')).toBeInTheDocument();
    expect(within(members).getByText('Enrolled with the group')).toBeInTheDocument();
    expect(await screen.findByText('Lea Cruz')).toBeInTheDocument();
    expect(calls.some((call) => call.path === `${USER_BASE}/participants?excludeGroupId=grp-1`)).toBe(true);
  });

  it('sends invites and says so, or shows the server’s message', async () => {
    let fail = false;
    const { calls } = open('/virtual-apprenticeship/ch-1/manage', (call) => {
      if (call.method === 'POST' && call.path === `${USER_BASE}/groups/grp-1/invites`) {
        return fail
          ? jsonResponse(409, { statusCode: 409, code: 'APPRENTICESHIP_GROUP_FULL', message: 'This group is already full.' })
          : jsonResponse(201, [anInvite({ inviteeEmail: 'cy@example.ph' })]);
      }
      return undefined;
    });
    const input = await screen.findByLabelText(/E-mails to invite/);
    fireEvent.change(input, { target: { value: 'cy@example.ph' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Successfully sent invite(s)'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ invitees: ['cy@example.ph'] });
    fail = true;
    fireEvent.change(input, { target: { value: 'cy@example.ph' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'This group is already full.'));
  });

  it('says “Unable to send invite” when no message came back', async () => {
    open('/virtual-apprenticeship/ch-1/manage', (call) =>
      call.method === 'POST' ? new Response('Bad gateway', { status: 400 }) : undefined,
    );
    const input = await screen.findByLabelText(/E-mails to invite/);
    fireEvent.change(input, { target: { value: 'cy@example.ph' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Unable to send invite'));
  });

  it('resends and removes a sent invite with the spec’s toasts', async () => {
    const { calls } = open('/virtual-apprenticeship/ch-1/manage', (call) => {
      if (call.path === `${USER_BASE}/groups/grp-1/invites/inv-1`) {
        return jsonResponse(200, anInvite({ id: 'inv-1', groupId: 'grp-1' }));
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invite to ben@example.ph' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Succesfully updated'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ action: 'RESEND' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove invite to ben@example.ph' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Succesfully remove invite'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `${USER_BASE}/groups/grp-1/invites/inv-1`)).toBe(true);
  });

  it('accepting a received invite fetches the members and invites again', async () => {
    let accepted = false;
    const { calls } = open(
      '/virtual-apprenticeship/ch-1/manage',
      (call) => {
        if (call.path === `${USER_BASE}/invites`) {
          return jsonResponse(200, accepted ? [] : [anInvite()]);
        }
        if (call.method === 'PATCH' && call.path === `${USER_BASE}/groups/grp-2/invites/inv-9`) {
          accepted = true;
          return jsonResponse(200, anInvite({ status: 'ACCEPTED' }));
        }
        return undefined;
      },
      () => (accepted ? [aMember(), aMember({ userId: 'u-2', name: 'Jose Rizal', isLeader: false })] : [aMember()]),
    );
    const received = await screen.findByRole('region', { name: 'Invites for you' });
    expect(within(received).getByText('Jose Rizal invited you to their group')).toBeInTheDocument();
    const before = calls.filter((call) => call.path === `${USER_BASE}/members`).length;
    fireEvent.click(within(received).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invites for you' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ action: 'ACCEPT' });
    expect(toast).toHaveBeenCalledWith('success', 'Succesfully updated');
    await waitFor(() => expect(calls.filter((call) => call.path === `${USER_BASE}/members`).length).toBeGreaterThan(before));
    expect(await screen.findByText('Jose Rizal')).toBeInTheDocument();
  });

  it('unenrols after confirmation and goes back to the challenge page', async () => {
    const { app, calls } = open('/virtual-apprenticeship/ch-1/manage', (call) =>
      call.method === 'DELETE' && call.path === USER_BASE ? jsonResponse(200, { unenrolled: true }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unenrol your group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unenrol your group' }));
    await waitFor(() => expect(app.location()).toBe('/virtual-apprenticeship/ch-1'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === USER_BASE)).toBe(true);
  });

  it('shows when each week opens and is due on HOME, and marks a week whose latest hand-in was late', async () => {
    // Week 1: attempt 1 late, then an update on time (not late any more); week 2: handed in late.
    const submissions = [
      aSubmission({ id: 's-1', attempt: 1, late: true }),
      aSubmission({ id: 's-2', attempt: 2, late: false }),
      aSubmission({ id: 's-3', weekId: 'wk-2', weekNumber: 2, late: true }),
    ];
    const withSubmissions = (language: 'en' | 'fil') =>
      open(
        '/virtual-apprenticeship/ch-1/home',
        (call) => (call.path === USER_BASE ? jsonResponse(200, aUserChallenge({ submissions })) : undefined),
        undefined,
        language,
      );
    withSubmissions('en');
    const weeks = await screen.findByRole('region', { name: 'All weeks' });
    const rows = within(weeks).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Opens Jan 31, 2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Due Feb 6, 2026')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Late')).toBeNull();
    expect(within(rows[1]).getByText('Opens Feb 7, 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Due Feb 13, 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Late')).toBeInTheDocument();
    cleanup();
    withSubmissions('fil');
    const linggo = await screen.findByRole('region', { name: 'Lahat ng linggo' });
    const filRows = within(linggo).getAllByRole('listitem');
    expect(within(filRows[0]).getByText(/^Bukas mula /)).toBeInTheDocument();
    expect(within(filRows[0]).getByText(/^Deadline: /)).toBeInTheDocument();
    expect(within(filRows[1]).getByText('Nahuli')).toBeInTheDocument();
  });

  it('reads in Filipino: progress on HOME and the members on MANAGE', async () => {
    open('/virtual-apprenticeship/ch-1/home', undefined, undefined, 'fil');
    expect(await screen.findByText('1 tinanggap · 1 na-submit · 2 linggo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lahat ng linggo' })).toBeInTheDocument();
    cleanup();
    open('/virtual-apprenticeship/ch-1/manage', undefined, undefined, 'fil');
    expect(await screen.findByRole('heading', { name: 'Mga miyembro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Umalis sa challenge na ito' })).toBeInTheDocument();
  });
});
