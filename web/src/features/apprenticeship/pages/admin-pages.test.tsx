import type { AdminApplication, AdminSubmission } from '@lakbay/contracts';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyLocale } from '@/lib/i18n';
import { aChallenge, aMember, anInvitedMember, aSubmission } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';

jest.setTimeout(60_000);

const toast = jest.fn(async (_kind: string, _content: string, _seconds?: number) => undefined);
jest.unstable_mockModule('@/lib/toast', () => ({ toast, TOAST_SECONDS: { default: 3, enrolmentError: 7, submission: 5 } }));
const { setUpAppTests } = await import('@/test-utils/render-app');

const admin = aLoggedUser({ idToken: fakeIdToken({ sub: 'admin', isAdmin: true }) });

const application: AdminApplication = {
  groupId: 'grp-1',
  challengeId: 'ch-1',
  challengeTitle: 'Brand a Sari-Sari Store',
  leader: { userId: 'u-1', name: 'Maria Santos', email: 'maria@example.ph' },
  applicationType: 'INDIVIDUAL',
  members: [aMember()],
  status: 'PENDING',
  whyJoin: 'To learn.',
  whatQualities: 'Drawing.',
  additionalComments: '',
  sendResumeAndContact: true,
  participateInternship: false,
  isFirstWorkExperience: true,
  resumeUrl: null,
  progress: { acceptedWeeks: 0, submittedWeeks: 0, totalWeeks: 2, percent: 0 },
  earnedMerit: null,
  completion: null,
  createdAt: '2026-01-20T02:00:00.000Z',
};

const queued: AdminSubmission = {
  ...aSubmission({ reviewStatus: 'PENDING_REVIEW', feedback: null }),
  challengeId: 'ch-1',
  challengeTitle: 'Brand a Sari-Sari Store',
  groupName: 'Team Tindahan',
};

describe('Virtual Apprenticeship admin', () => {
  const renderApp = setUpAppTests({
    preload: [() => import('./admin-applications-page'), () => import('./admin-submissions-page')],
    resetLocale: true,
  });

  beforeEach(() => {
    toast.mockClear();
  });

  it('lists pending applications by default and approves one', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path === '/api/v2/virapp/challenges') {
        return jsonResponse(200, [aChallenge()]);
      }
      if (method === 'PATCH') {
        return jsonResponse(200, { ...application, status: 'APPROVED' });
      }
      return jsonResponse(200, [application]);
    });
    renderApp({ path: '/admin/virapp/applications', session: admin, userPref: { cookieConsent: 'accepted' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Application approved'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/v2/admin/virapp/applications/grp-1',
      body: { action: 'APPROVE' },
    });
    expect(calls.some((call) => call.path === '/api/v2/admin/virapp/applications?status=PENDING')).toBe(true);
  });

  it('shows the merit rule, completes an earned group without a reason, and asks for one to complete the others', async () => {
    const approved = { ...application, status: 'APPROVED' as const };
    const earned = {
      ...approved,
      groupId: 'grp-2',
      leader: { ...approved.leader, name: 'Jose Rizal' },
      earnedMerit: 'COMMENDABLE' as const,
    };
    const calls = mockFetch(({ path, method }) => {
      if (path === '/api/v2/virapp/challenges') {
        return jsonResponse(200, [aChallenge()]);
      }
      if (method === 'POST') {
        return jsonResponse(200, approved);
      }
      return jsonResponse(200, [approved, earned]);
    });
    renderApp({ path: '/admin/virapp/applications?status=APPROVED', session: admin, userPref: { cookieConsent: 'accepted' } });
    expect(await screen.findByText(/a late hand-in earns Satisfactory/)).toBeInTheDocument();

    const unearned = await screen.findByRole('article', { name: 'Maria Santos, Brand a Sari-Sari Store' });
    const override = within(unearned).getByRole('button', { name: 'Complete with override' });
    expect(override).toBeDisabled();
    fireEvent.change(within(unearned).getByLabelText(/Reason to complete anyway/), { target: { value: 'Finished offline.' } });
    fireEvent.click(override);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/v2/admin/virapp/groups/grp-1/completion',
      body: { overrideReason: 'Finished offline.' },
    });

    const ready = screen.getByRole('article', { name: 'Jose Rizal, Brand a Sari-Sari Store' });
    expect(within(ready).getByText('Every week accepted: earns Commendable')).toBeInTheDocument();
    fireEvent.click(within(ready).getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]).toMatchObject({
      path: '/api/v2/admin/virapp/groups/grp-2/completion',
      body: {},
    });
  });

  it('asks for feedback before sending a submission back, then sends it', async () => {
    const calls = mockFetch(({ method }) =>
      method === 'PATCH' ? jsonResponse(200, { ...queued, reviewStatus: 'NEEDS_UPDATE' }) : jsonResponse(200, [queued]),
    );
    renderApp({ path: '/admin/virapp/submissions', session: admin, userPref: { cookieConsent: 'accepted' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Needs update' }));
    expect(await screen.findByText('Say what the group should change.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.change(screen.getByLabelText(/Feedback/), { target: { value: 'Add the quotes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Needs update' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Sent back for an update'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/v2/admin/virapp/submissions/sub-1',
      body: { status: 'NEEDS_UPDATE', feedback: 'Add the quotes.' },
    });
  });

  it('reads in Filipino: headings, filters, statuses, answers and actions', async () => {
    const group: AdminApplication = {
      ...application,
      applicationType: 'GROUP',
      members: [aMember(), anInvitedMember('jose@example.ph', 'inv-1')],
    };
    mockFetch(({ path, method }) => {
      if (path === '/api/v2/virapp/challenges') {
        return jsonResponse(200, [aChallenge()]);
      }
      if (method === 'PATCH') {
        return jsonResponse(200, { ...group, status: 'REJECTED' });
      }
      return jsonResponse(200, [group]);
    });
    renderApp({ path: '/admin/virapp/applications', session: admin, userPref: { cookieConsent: 'accepted' } });
    await screen.findByRole('button', { name: 'Approve' });
    await act(async () => {
      await applyLocale('fil');
    });
    expect(await screen.findByRole('heading', { name: 'Mga application', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mga submission' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Lahat ng challenge' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Kahit anong status' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Maria Santos, Brand a Sari-Sari Store' });
    expect(within(card).getByText('Naghihintay')).toBeInTheDocument();
    expect(within(card).getByText(/^Brand a Sari-Sari Store · Grupo · nag-apply noong Ene 20, 2026/)).toBeInTheDocument();
    expect(
      within(card).getByText('Mga miyembro: Maria Santos (Naka-enrol kasama ang grupo), jose@example.ph (Inimbitahan)'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Mga sagot at resume')).toBeInTheDocument();
    expect(within(card).getByText('Unang trabaho').nextElementSibling).toHaveTextContent('Oo');
    expect(within(card).getByText('OJT (internship)').nextElementSibling).toHaveTextContent('Hindi');
    expect(within(card).getByText('Wala')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Tanggihan' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Hindi tinanggap ang application'));
    expect(within(card).getByRole('button', { name: 'I-approve' })).toBeInTheDocument();
  });

  it('asks for feedback in Filipino before sending a submission back', async () => {
    mockFetch(() => jsonResponse(200, [queued]));
    renderApp({ path: '/admin/virapp/submissions', session: admin, userPref: { cookieConsent: 'accepted' } });
    await screen.findByRole('button', { name: 'Needs update' });
    await act(async () => {
      await applyLocale('fil');
    });
    expect(await screen.findByRole('heading', { name: 'Mga submission na ire-review', level: 1 })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Team Tindahan, linggo 1' });
    expect(within(card).getByRole('heading', { name: 'Team Tindahan · Linggo 1' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Kailangang i-update' }));
    expect(await within(card).findByText('Sabihin kung ano ang dapat baguhin ng grupo.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Tanggapin' })).toBeInTheDocument();
  });
});
