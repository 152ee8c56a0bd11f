import type { AdminApplication, AdminSubmission } from '@lakbay/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { aChallenge, aMember, aSubmission } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';

jest.setTimeout(30_000);

const toast = jest.fn(async (_kind: string, _content: string, _seconds?: number) => undefined);
jest.unstable_mockModule('@/lib/toast', () => ({ toast, TOAST_SECONDS: { default: 3, enrolmentError: 7, submission: 5 } }));
const { renderApp } = await import('@/test-utils/render-app');

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
  let unregister: () => void = () => undefined;

  beforeAll(async () => {
    await import('./admin-applications-page');
    await import('./admin-submissions-page');
  });

  beforeEach(() => {
    toast.mockClear();
  });

  afterEach(() => {
    unregister();
    cleanup();
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
    unregister = renderApp({ path: '/admin/virapp/applications', session: admin, userPref: { cookieConsent: 'accepted' } }).unregister;
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Application approved'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/v2/admin/virapp/applications/grp-1',
      body: { action: 'APPROVE' },
    });
    expect(calls.some((call) => call.path === '/api/v2/admin/virapp/applications?status=PENDING')).toBe(true);
  });

  it('asks for feedback before sending a submission back, then sends it', async () => {
    const calls = mockFetch(({ method }) =>
      method === 'PATCH' ? jsonResponse(200, { ...queued, reviewStatus: 'NEEDS_UPDATE' }) : jsonResponse(200, [queued]),
    );
    unregister = renderApp({ path: '/admin/virapp/submissions', session: admin, userPref: { cookieConsent: 'accepted' } }).unregister;
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
});
