import { PRIVACY_PAGE_PATH } from '@lakbay/contracts';

/** Routes other code needs by name. Route definitions live in app/router.tsx. */
export const PATHS = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  signupCoach: '/signup-coach',
  signupComplete: '/signup/complete',
  passwordReset: '/password-reset',
  error: '/error',
  testAuth: '/test-auth',
  adminEmulate: '/admin/emulate',
  adminFollowUpWork: '/admin/follow-up-work',
  adminContent: '/admin/content',
  adminVirappChallenges: '/admin/virapp/challenges',
  adminVirappNewChallenge: '/admin/virapp/challenges/new',
  adminVirappApplications: '/admin/virapp/applications',
  adminVirappSubmissions: '/admin/virapp/submissions',
  adminVirappCertificates: '/admin/virapp/certificates',
  coaches: '/coaches',
  careers: '/careers',
  interests: '/interests',
  events: '/events',
  virtualApprenticeship: '/virtual-apprenticeship',
  invites: '/invites',
  certificates: '/certificates',
  jobs: '/jobs',
  videos: '/videos',
  faqs: '/faqs',
  search: '/search',
  faqsAddAvailability: '/faqs/add-availability',
  myArea: '/my',
  myProfile: '/my/profile',
  myProfileEdit: '/my/profile/edit',
  myCoaches: '/my/coaches',
  mySchedule: '/my/schedule',
  /** A booking e-mail's cancel link (?token=): works without a log-in. */
  bookingCancel: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/cancel`,
  /** A booking e-mail's reschedule link (?token=): works without a log-in. */
  bookingReschedule: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/reschedule`,
  myEvents: '/my/events',
  myAvailability: '/my/availability',
  myKadets: '/my/kadets',
  myTrainings: '/my/trainings',
  myPrivacy: PRIVACY_PAGE_PATH,
  explore: '/explore',
  onboarding: '/onboarding',
  onboardingCoach: '/onboarding-coach',
  coachingResources: '/coaching-resources',
  ssoDiscourse: '/sso/discourse',
  terms: '/terms.html',
  privacy: '/privacy.html',
} as const;

/** Query parameter that carries where to go after logging in (spec section 2). */
export const REDIRECT_PARAM = '__redirectTo';

/** Query parameter of /error naming the address that failed (spec section 2). */
export const BAD_URL_PARAM = 'badUrl';

/** /my and everything below it: a 401 there ends at /logout instead of the login modal. */
export const isInMyArea = (pathname: string): boolean => pathname === PATHS.myArea || pathname.startsWith(`${PATHS.myArea}/`);

/** The onboarding step a user without a username is sent to (spec section 2). */
export const onboardingStepPath = (isCoach: boolean, step: number): string =>
  `${isCoach ? PATHS.onboardingCoach : PATHS.onboarding}/steps/${step}`;

/** /login?__redirectTo=<address, encoded>: log in, then come back here. */
export const loginPathReturningTo = (address: string): string => `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(address)}`;

/** /error?badUrl=<address, encoded>: the error page with a way back to what failed. */
export const errorPathFor = (address: string): string => `${PATHS.error}?${BAD_URL_PARAM}=${encodeURIComponent(address)}`;

/** Spec section 2: the dashboard's tabs. */
export type DashboardTab = 'home' | 'todos' | 'manage';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** Addresses of the Virtual Apprenticeship (spec section 2). */
export const vaPaths = {
  challenge: (challengeId: string) => `${PATHS.virtualApprenticeship}/${seg(challengeId)}`,
  enroll: (challengeId: string) => `${PATHS.virtualApprenticeship}/${seg(challengeId)}/enroll`,
  enrollStart: (challengeId: string) => `${PATHS.virtualApprenticeship}/${seg(challengeId)}/enroll/start`,
  enrollWelcome: (challengeId: string) => `${PATHS.virtualApprenticeship}/${seg(challengeId)}/enroll/welcome`,
  week: (challengeId: string, week: number) => `${PATHS.virtualApprenticeship}/${seg(challengeId)}/week/${seg(week)}`,
  weekSubmit: (challengeId: string, week: number) => `${PATHS.virtualApprenticeship}/${seg(challengeId)}/week/${seg(week)}/submit`,
  dashboard: (challengeId: string, tab: DashboardTab = 'home') => `${PATHS.virtualApprenticeship}/${seg(challengeId)}/${tab}`,
  invite: (token: string) => `${PATHS.invites}/${seg(token)}`,
  certificate: (code: string) => `${PATHS.certificates}/${seg(code)}`,
} as const;

/** /search?q=<words>: every result of a search, grouped as in the search box's dropdown. */
export const searchResultsPath = (query: string): string => `${PATHS.search}?q=${encodeURIComponent(query)}`;

/** An admin's editor of one challenge. */
export const adminChallengePath = (challengeId: string): string => `/admin/virapp/challenges/${encodeURIComponent(challengeId)}`;

/** An admin's view of a Koach's trainings. */
export const adminCoachTrainingsPath = (coachId: string): string => `/admin/coaches/${encodeURIComponent(coachId)}/trainings`;
