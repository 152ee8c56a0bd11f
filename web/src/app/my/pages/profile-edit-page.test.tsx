import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { CoachProfile, UserProfile } from '@lakbay/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, type FakeServer, type RecordedCall } from '@/test-utils/fetch-mock';
import { mockVaFetch } from '@/test-utils/apprenticeship-fixtures';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';
import { initialValues, toChanges } from './profile-edit-page';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const COACH: CoachProfile = {
  displayName: 'Ana Reyes',
  slug: 'ana-reyes',
  headline: null,
  expertise: ['sales'],
  yearsOfExperience: 7,
  bio: null,
  languages: ['English'],
  linkedinUrl: null,
  meetingLink: null,
  timeZone: 'Asia/Manila',
};

const patches = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PATCH').map((c) => c.body as Record<string, unknown>);

describe(toChanges.name, () => {
  it("sends a Kadet's emptied fields as null (the first name trimmed, never null) and no coach part", () => {
    const values = {
      ...initialValues(aUserProfile({ school: 'UP Diliman' })),
      firstName: ' Maria ',
      lastName: ' ',
      school: ' ',
      username: ' maria2 ',
    };
    const changes = toChanges(values, false);
    expect(changes).toMatchObject({
      username: 'maria2',
      firstName: 'Maria',
      lastName: null,
      school: null,
      yearLevel: null,
      careerInterests: [],
    });
    expect(changes).not.toHaveProperty('coach');
  });

  it('leaves the username out when it was emptied, rather than clearing it', () => {
    expect(toChanges({ ...initialValues(aUserProfile()), username: '   ' }, false)).not.toHaveProperty('username');
  });

  it("sends a Koach's years as a number and empty years as null", () => {
    const values = initialValues(aUserProfile({ isCoach: true, coach: COACH }));
    const changes = toChanges({ ...values, coach: { ...values.coach, yearsOfExperience: ' 12 ' } }, true);
    expect(changes.coach).toMatchObject({
      displayName: 'Ana Reyes',
      yearsOfExperience: 12,
      languages: ['English'],
    });
    expect(changes).not.toHaveProperty('school');
    expect(toChanges({ ...values, coach: { ...values.coach, yearsOfExperience: '' } }, true).coach?.yearsOfExperience).toBeNull();
  });

  it("sends the account's time zone for both roles, outside the coach part, and Asia/Manila when none is picked", () => {
    const kadet = initialValues(aUserProfile({ timeZone: 'Asia/Dubai' }));
    expect(kadet.timeZone).toBe('Asia/Dubai');
    expect(toChanges(kadet, false).timeZone).toBe('Asia/Dubai');
    const coach = initialValues(
      aUserProfile({ isCoach: true, coach: { ...COACH, timeZone: 'Asia/Singapore' }, timeZone: 'Asia/Singapore' }),
    );
    const changes = toChanges({ ...coach, timeZone: 'Europe/Lisbon' }, true);
    expect(changes.timeZone).toBe('Europe/Lisbon');
    expect(changes.coach).not.toHaveProperty('timeZone');
    expect(toChanges({ ...kadet, timeZone: undefined }, false).timeZone).toBe('Asia/Manila');
  });
});

describe('ProfileEditPage', () => {
  const renderApp = setUpAppTests();

  beforeAll(async () => {
    await import('./profile-edit-page');
    // jsdom has no object URLs; the preview only needs a string.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });

  async function open(profile: UserProfile, onPatch: FakeServer = (call) => jsonResponse(200, { ...profile, ...(call.body as object) })) {
    const calls = mockFetch((call) => (call.method === 'PATCH' ? onPatch(call) : jsonResponse(200, profile)));
    const app = renderApp({ path: '/my/profile/edit', session: aLoggedUser() });
    await screen.findByRole('form', { name: 'Edit profile' });
    return { app, calls };
  }

  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

  it('reads in Filipino: its own words, the field names and the choices', async () => {
    mockFetch(() => jsonResponse(200, aUserProfile()));
    renderApp({ path: '/my/profile/edit', session: aLoggedUser(), userPref: { language: 'fil' } });
    expect(await screen.findByRole('form', { name: 'I-edit ang profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-save ang profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pag-aaral at mga interes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-upload ang picture' })).toBeInTheDocument();
    // The picture check (accounts avatar.*) speaks Filipino too.
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Litrato sa profile', { selector: 'input' }), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dapat PNG, JPEG o WebP ang picture.');
  });

  it('saves the changes, shows the new username in the session and returns to the profile', async () => {
    const { app, calls } = await open(aUserProfile());
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'maria.s' } });
    fireEvent.change(screen.getByLabelText('City or municipality'), { target: { value: 'Iloilo City' } });
    save();
    await waitFor(() => expect(app.location()).toBe('/my/profile'));
    expect(patches(calls)).toEqual([expect.objectContaining({ username: 'maria.s', city: 'Iloilo City', province: null })]);
    expect(app.store.getState().appState.loggedUser?.username).toBe('maria.s');
  });

  it("sends the account's time zone and shows times in the saved one from then on", async () => {
    const { app, calls } = await open(aUserProfile({ timeZone: 'Asia/Manila' }), (call) =>
      jsonResponse(200, { ...aUserProfile(), ...(call.body as object), timeZone: 'Asia/Dubai' }),
    );
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toBeInTheDocument();
    expect(app.store.getState().appState.loggedUser?.timeZone).toBe('Asia/Manila');
    save();
    await waitFor(() => expect(app.location()).toBe('/my/profile'));
    expect(patches(calls)).toEqual([expect.objectContaining({ timeZone: 'Asia/Manila' })]);
    expect(app.store.getState().appState.loggedUser?.timeZone).toBe('Asia/Dubai');
  });

  it("shows the server's refusal under the username and stays on the form", async () => {
    const { app } = await open(aUserProfile(), () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: [{ property: 'username', constraints: ['This username is taken.'] }],
      }),
    );
    save();
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(app.location()).toBe('/my/profile/edit');
  });

  it("refuses a Koach's years of experience above 70 and sends 70", async () => {
    const { calls } = await open(aUserProfile({ isCoach: true, coach: COACH }));
    fireEvent.change(screen.getByLabelText('Years of experience'), { target: { value: '71' } });
    save();
    expect(await screen.findByText('Years of experience must be a whole number from 0 to 70.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Years of experience'), { target: { value: '70' } });
    save();
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.coach).toMatchObject({ yearsOfExperience: 70 });
  });

  it('refuses a picture that is not an image and keeps Upload disabled', async () => {
    await open(aUserProfile());
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Profile picture', { selector: 'input' }), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture must be a PNG, JPEG or WebP image.');
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
  });

  it('refuses an empty first name before sending anything', async () => {
    const { app, calls } = await open(aUserProfile());
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: '   ' } });
    save();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    expect(app.location()).toBe('/my/profile/edit');
  });

  it('uploads a chosen picture with Save profile, then saves the rest', async () => {
    const profile = aUserProfile();
    // Multipart bodies arrive as FormData here.
    const calls = mockVaFetch((call) => jsonResponse(200, call.method === 'PATCH' ? { ...profile, ...(call.body as object) } : profile));
    const app = renderApp({ path: '/my/profile/edit', session: aLoggedUser() });
    await screen.findByRole('form', { name: 'Edit profile' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Profile picture', { selector: 'input' }), { target: { files: [png] } });
    expect(await screen.findByText(/or it is saved with Save profile/)).toBeInTheDocument();
    save();
    await waitFor(() => expect(app.location()).toBe('/my/profile'));
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual(['POST /api/v2/users/me/avatar', 'PATCH /api/v2/users/me']);
    expect(calls.find((c) => c.method === 'POST')?.form?.get('avatar')).toMatchObject({ name: 'me.png' });
  });

  it('keeps the form and says why when Save profile cannot upload the chosen picture', async () => {
    const profile = aUserProfile();
    const calls = mockVaFetch((call) =>
      call.path === '/api/v2/users/me/avatar'
        ? jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'The picture must be a PNG, JPEG or WebP image.' })
        : jsonResponse(200, profile),
    );
    const app = renderApp({ path: '/my/profile/edit', session: aLoggedUser() });
    await screen.findByRole('form', { name: 'Edit profile' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Profile picture', { selector: 'input' }), { target: { files: [png] } });
    save();
    expect(await screen.findByText('The picture must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    expect(app.location()).toBe('/my/profile/edit');
  });
});
