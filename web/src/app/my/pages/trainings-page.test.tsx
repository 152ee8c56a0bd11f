import { describe, expect, it, jest } from '@jest/globals';
import type { ManagedTraining } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aTraining } from '@/test-utils/coaching-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

const managed = (overrides: Partial<ManagedTraining> = {}): ManagedTraining => ({
  ...aTraining(),
  questions: aTraining().questions.map((q) => ({ ...q, fil: null })),
  fil: null,
  retiredAt: null,
  isDefault: false,
  ...overrides,
});

describe('TrainingsPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./trainings-page'), () => import('./admin-trainings-page')] });

  it('lists offered and retired trainings and restores a retired one', async () => {
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/v2/my/trainings/old-talk/restore'
        ? jsonResponse(200, managed({ slug: 'old-talk', title: 'Old talk' }))
        : jsonResponse(200, {
            trainings: [managed(), managed({ slug: 'old-talk', title: 'Old talk', retiredAt: '2030-01-01T00:00:00.000Z' })],
          }),
    );
    renderApp({ path: '/my/trainings', session: aLoggedUser({ isCoach: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My trainings' })).toBeInTheDocument();
    const offered = await screen.findByRole('list', { name: 'Offered' });
    expect(within(offered).getByRole('heading', { name: 'Career chat' })).toBeInTheDocument();
    expect(within(offered).getByText(/In English, Filipino/)).toBeInTheDocument();
    const retired = screen.getByRole('list', { name: 'Retired' });
    fireEvent.click(within(retired).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v2/my/trainings/old-talk/restore')).toBe(true));
  });

  it('creates a training from the form, checking the duration first', async () => {
    const calls = mockFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(201, managed({ slug: 'portfolio-review', title: 'Portfolio review' }))
        : jsonResponse(200, { trainings: [managed({ isDefault: true })] }),
    );
    renderApp({ path: '/my/trainings', session: aLoggedUser({ isCoach: true }) });
    expect(await screen.findByText(/Your first change makes them your own/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New training' }));
    const form = screen.getByRole('form', { name: 'New training' });
    fireEvent.change(within(form).getByLabelText(/^Title(?! in Filipino)/), { target: { value: 'Portfolio review' } });
    const duration = within(form).getByLabelText(/^Duration/);
    fireEvent.change(duration, { target: { value: '200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add training' }));
    expect(await within(form).findByText('Use a whole number from 15 to 120.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(duration, { target: { value: '45' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add training' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v2/my/trainings',
      body: {
        title: 'Portfolio review',
        durationMinutes: 45,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 15,
        languages: ['English', 'Filipino'],
        questions: [{ label: 'What would you like to get out of this session?', required: true, maxLength: 1000 }],
      },
    });
  });

  it('edits the English and the Filipino side by side, and sends the Filipino (empty ones as null)', async () => {
    const [goals, background] = aTraining().questions;
    const training = managed({
      fil: { title: 'Kuwentuhan tungkol sa career' },
      questions: [
        { ...goals, fil: { label: 'Ano ang gusto mong makuha sa session na ito?' } },
        { ...background, fil: null },
      ],
    });
    const calls = mockFetch(({ method }) =>
      method === 'PATCH' ? jsonResponse(200, training) : jsonResponse(200, { trainings: [training] }),
    );
    renderApp({ path: '/my/trainings', session: aLoggedUser({ isCoach: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit “Career chat”' });
    // Each text beside its Filipino version, filled from what is saved.
    expect(within(form).getByLabelText(/^Title in Filipino/)).toHaveValue('Kuwentuhan tungkol sa career');
    expect(within(form).getByLabelText(/^Description in Filipino/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Question 1 in Filipino/)).toHaveValue('Ano ang gusto mong makuha sa session na ito?');
    expect(within(form).getByLabelText(/^Question 2 in Filipino/)).toHaveValue('');

    // A Filipino title too short is refused before anything is sent.
    const filTitle = within(form).getByLabelText(/^Title in Filipino/);
    fireEvent.change(filTitle, { target: { value: 'ab' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save training' }));
    expect(await within(form).findByText('Use 3 to 80 characters, or leave it empty.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    fireEvent.change(filTitle, { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText(/^Description in Filipino/), { target: { value: ' Kuwentuhan tungkol sa trabaho. ' } });
    fireEvent.change(within(form).getByLabelText(/^Question 2 in Filipino/), { target: { value: 'May dapat bang malaman ang Koach mo?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save training' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/v2/my/trainings/career-chat',
      body: {
        title: 'Career chat',
        fil: { title: null, description: 'Kuwentuhan tungkol sa trabaho.' },
        questions: [
          { id: 'goals', label: goals.label, fil: { label: 'Ano ang gusto mong makuha sa session na ito?' } },
          { id: 'background', label: background.label, fil: { label: 'May dapat bang malaman ang Koach mo?' } },
        ],
      },
    });
  });

  it("gives an admin the same editor for a Koach's trainings, named after the Koach", async () => {
    const coachId = '0b3f7c1e-5d0a-4c55-9e43-7d1f2a9b8c01';
    const calls = mockFetch(({ method }) =>
      method === 'PATCH'
        ? jsonResponse(200, managed({ durationMinutes: 60 }))
        : jsonResponse(200, { trainings: [managed()], coach: { id: coachId, username: 'ana.reyes' } }),
    );
    const admin = aLoggedUser({ idToken: fakeIdToken({ sub: '6f1c2d3e-0000-4000-8000-000000000009', isAdmin: true }) });
    renderApp({ path: `/admin/coaches/${coachId}/trainings`, session: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainings of ana.reyes' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit “Career chat”' });
    fireEvent.change(within(form).getByLabelText(/^Duration/), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save training' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/api/v2/admin/coaches/${coachId}/trainings/career-chat`,
      body: { durationMinutes: 60, questions: [{ id: 'goals' }, { id: 'background' }] },
    });
  });
});
