import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { CoachProfile, UserProfile } from '@lakbay/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AVATAR_NOT_IMAGE } from '@/features/accounts';
import { jsonResponse, mockFetch, type FakeServer, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { renderApp } from '@/test-utils/render-app';
import { initialValues, toChanges } from './profile-edit-page';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(30_000);

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
  it("sends a Kadet's emptied fields as null and no coach part", () => {
    const values = { ...initialValues(aUserProfile({ school: 'UP Diliman' })), firstName: '  ', school: ' ', username: ' maria2 ' };
    const changes = toChanges(values, false);
    expect(changes).toMatchObject({
      username: 'maria2',
      firstName: null,
      lastName: 'Santos',
      school: null,
      yearLevel: null,
      careerInterests: [],
    });
    expect(changes).not.toHaveProperty('coach');
  });

  it('leaves the username out when it was emptied, rather than clearing it', () => {
    expect(toChanges({ ...initialValues(aUserProfile()), username: '   ' }, false)).not.toHaveProperty('username');
  });

  it("sends a Koach's years as a number, empty years as null and the default time zone when none is given", () => {
    const values = initialValues(aUserProfile({ isCoach: true, coach: COACH }));
    const changes = toChanges({ ...values, coach: { ...values.coach, yearsOfExperience: ' 12 ', timeZone: ' ' } }, true);
    expect(changes.coach).toMatchObject({
      displayName: 'Ana Reyes',
      yearsOfExperience: 12,
      timeZone: 'Asia/Manila',
      languages: ['English'],
    });
    expect(changes).not.toHaveProperty('school');
    expect(toChanges({ ...values, coach: { ...values.coach, yearsOfExperience: '' } }, true).coach?.yearsOfExperience).toBeNull();
  });
});

describe('ProfileEditPage', () => {
  let unregister: () => void = () => undefined;

  beforeAll(async () => {
    await import('./profile-edit-page');
  });

  afterEach(() => {
    unregister();
    cleanup();
  });

  async function open(profile: UserProfile, onPatch: FakeServer = (call) => jsonResponse(200, { ...profile, ...(call.body as object) })) {
    const calls = mockFetch((call) => (call.method === 'PATCH' ? onPatch(call) : jsonResponse(200, profile)));
    const app = renderApp({ path: '/my/profile/edit', session: aLoggedUser() });
    unregister = app.unregister;
    await screen.findByRole('form', { name: 'Edit profile' });
    return { app, calls };
  }

  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

  it('saves the changes, shows the new username in the session and returns to the profile', async () => {
    const { app, calls } = await open(aUserProfile());
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'maria.s' } });
    fireEvent.change(screen.getByLabelText('City or municipality'), { target: { value: 'Iloilo City' } });
    save();
    await waitFor(() => expect(app.location()).toBe('/my/profile'));
    expect(patches(calls)).toEqual([expect.objectContaining({ username: 'maria.s', city: 'Iloilo City', province: null })]);
    expect(app.store.getState().appState.loggedUser?.username).toBe('maria.s');
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
    expect(await screen.findByRole('alert')).toHaveTextContent(AVATAR_NOT_IMAGE);
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
  });
});
