import { describe, expect, it, jest } from '@jest/globals';
import type { AdminJob } from '@lakbay/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { applyLocale } from '@/lib/i18n';
import { aJob } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch, type FakeServer, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
// The editors hold each text twice (English and Filipino): a first render on a CI machine running
// three lanes took over 60 s.
jest.setTimeout(180_000);

const JOB: AdminJob = {
  ...aJob({ salaryMin: 20_000, salaryMax: 30_000, deadline: '2026-12-15T04:00:00.000Z' }),
  fil: null,
  published: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const JOB_PATH = `/api/v2/admin/jobs/${JOB.id}`;
const admin = aLoggedUser({ idToken: fakeIdToken({ sub: 'admin-1', isAdmin: true }) });

const patches = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PATCH').map((c) => c.body as Record<string, unknown>);

describe('ContentEditPage, job editor', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./content-edit-page')], resetLocale: true });

  async function editJob(onPatch: FakeServer) {
    const calls = mockFetch((call) =>
      call.method === 'PATCH' ? onPatch(call) : call.path === JOB_PATH ? jsonResponse(200, JOB) : jsonResponse(404, {}),
    );
    renderApp({ path: `/admin/content/jobs/${JOB.id}`, session: admin });
    await screen.findByRole('form', { name: 'Edit job' });
    return calls;
  }

  const salary = (label: 'Lowest' | 'Highest') => screen.getByLabelText(`${label} salary (pesos a month)`);
  // After an answer the button leaves its loading state a render later (slowly on a busy machine).
  const save = async () => {
    const button = await screen.findByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
  };

  it('refuses a highest salary below the lowest before sending anything', async () => {
    const calls = await editJob(() => jsonResponse(200, JOB));
    fireEvent.change(salary('Highest'), { target: { value: '19999' } });
    await save();
    expect(await screen.findByText('Must be at least the lowest salary.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('sends a range whose ends are equal', async () => {
    const calls = await editJob((call) => jsonResponse(200, { ...JOB, ...(call.body as object) }));
    fireEvent.change(salary('Highest'), { target: { value: '20000' } });
    await save();
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({ salaryMin: 20_000, salaryMax: 20_000, deadline: JOB.deadline });
    expect(screen.queryByText('Must be at least the lowest salary.')).not.toBeInTheDocument();
  });

  it("shows the server's field errors under their fields and other failures above the form", async () => {
    let answer = jsonResponse(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: [{ property: 'deadline', constraints: ['Deadline must be after the posted date.'] }],
    });
    const calls = await editJob(() => answer);
    await save();
    const deadlineError = await screen.findByText('Deadline must be after the posted date.');
    expect(deadlineError.id).not.toBe('');
    expect(screen.getByLabelText('Deadline').getAttribute('aria-describedby')).toContain(deadlineError.id);

    answer = jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: 'Someone else changed this job.' });
    await save();
    expect(await screen.findByText('Someone else changed this job.')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(2);
  });

  it('clears the deadline when its field is emptied', async () => {
    const calls = await editJob((call) => jsonResponse(200, { ...JOB, ...(call.body as object) }));
    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '' } });
    await save();
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({ deadline: null });
  });

  it('speaks Filipino when chosen; the record and its fields stay as they are', async () => {
    mockFetch((call) => (call.path === JOB_PATH ? jsonResponse(200, JOB) : jsonResponse(404, {})));
    renderApp({ path: `/admin/content/jobs/${JOB.id}`, session: admin, userPref: { language: 'fil' } });
    expect(await screen.findByRole('form', { name: 'I-edit ang job' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'I-save ang mga pagbabago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `I-unpublish ang ${JOB.title}` })).toBeInTheDocument();
  });

  it('labels, choices and checks the fields in Filipino when chosen; the values sent stay the same', async () => {
    const contract: AdminJob = { ...JOB, employmentType: 'CONTRACT' };
    const calls = mockFetch((call) => (call.path === JOB_PATH ? jsonResponse(200, contract) : jsonResponse(404, {})));
    await act(() => applyLocale('fil'));
    renderApp({ path: `/admin/content/jobs/${JOB.id}`, session: admin, userPref: { language: 'fil' } });
    await screen.findByRole('form', { name: 'I-edit ang job' });

    expect(screen.getByLabelText('Kumpanya')).toHaveValue(JOB.company);
    expect(screen.getByLabelText('Uri ng employment')).toBeInTheDocument();
    expect(screen.getByText('Kontrata')).toBeInTheDocument();
    expect(screen.getByLabelText('Link para mag-apply')).toHaveAccessibleDescription('Ang page ng employer; bubukas ito sa bagong tab.');

    fireEvent.change(screen.getByLabelText('Kumpanya'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Pinakamataas na sahod (piso kada buwan)'), { target: { value: '19999' } });
    const button = await screen.findByRole('button', { name: 'I-save ang mga pagbabago' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Kailangan ang Kumpanya')).toBeInTheDocument();
    expect(screen.getByText('Dapat hindi bababa sa pinakamababang sahod.')).toBeInTheDocument();
    expect(screen.queryByText('Must be at least the lowest salary.')).not.toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });
});
