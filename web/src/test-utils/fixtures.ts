import type { LoggedUser, UserProfile } from '@lakbay/contracts';

/** An unsigned JWT: the client only decodes it. */
export function fakeIdToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function aLoggedUser(overrides: Partial<LoggedUser> = {}): LoggedUser {
  return {
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    email: 'maria.santos@example.ph',
    username: 'mariasantos',
    isCoach: false,
    firebaseAuthId: '6f1c2d3e-0000-4000-8000-000000000001',
    sessionCookie: 'session-token-abc',
    idToken: fakeIdToken({ sub: '6f1c2d3e-0000-4000-8000-000000000001', isAdmin: false }),
    avatar: null,
    isEmulationSession: false,
    originalUser: null,
    language: 'en',
    timeZone: 'Asia/Manila',
    ...overrides,
  };
}

export function aUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    email: 'maria.santos@example.ph',
    emailVerified: true,
    username: 'mariasantos',
    isCoach: false,
    isAdmin: false,
    isActive: true,
    avatar: null,
    hasPassword: true,
    hasGoogle: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    firstName: 'Maria',
    lastName: 'Santos',
    province: null,
    city: null,
    school: null,
    degree: null,
    yearLevel: null,
    studentStatus: null,
    jobSearchStage: null,
    careerInterests: [],
    interestResult: null,
    bio: null,
    language: 'en',
    timeZone: 'Asia/Manila',
    dataPrivacyConsentAt: '2026-01-01T00:00:00.000Z',
    onboardingStep: null,
    coach: null,
    ...overrides,
  };
}
