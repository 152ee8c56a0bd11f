import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  matchRoutes,
  Navigate,
  type DataRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { CareerCategory } from '@lakbay/contracts';
import { PageLoader } from '@/components/page-loader';
import { LazyCoachesInField } from '@/features/coaches';
import { loadRegisteredNamespaces } from '@/lib/i18n';
import { registerNavigator } from '@/lib/navigation';
import { AdminRoute } from './guards/admin-route';
import { GuestOnlyRoute } from './guards/guest-only-route';
import { OnboardingGate } from './guards/onboarding-gate';
import { RequireAuthRoute } from './guards/require-auth-route';
import { AppLayout } from './layout/app-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from '@/components/not-found-page';
import {
  careerLoader,
  careersLoader,
  challengeLoader,
  challengesLoader,
  clientConfigLoader,
  coachLoader,
  coachesLoader,
  enablePrefetch,
  eventLoader,
  eventsLoader,
  faqsLoader,
  jobsLoader,
  videosLoader,
} from './prefetch';
import { RouteErrorBoundary } from './route-error-boundary';
import type { AppDispatch } from './store';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * route.lazy for a page module: its chunk is fetched when the route is first visited, and the
 * router keeps the old page up meanwhile (NavigationProgress). A feature replaces the page file;
 * this table does not change.
 *
 * `props` composes a page with another feature's parts (features do not import each other): the
 * parts load beside the page's chunk, and the page draws once both are here. The page module stays
 * the route's own import, which the BFF names in the page's HTML (services/bff page-preloads.ts).
 */
function page<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  props?: () => PropsOf<M[K]> | Promise<PropsOf<M[K]>>,
): RouteObject['lazy'] {
  return async () => {
    const [module, given] = await Promise.all([load(), props?.()]);
    // The page's words (its feature registered their namespace as it loaded) before its first draw.
    await loadRegisteredNamespaces();
    // The call's types tie `props` to the page's; inside, any page and any props.
    const Page = module[name] as ComponentType<object>;
    if (given === undefined) {
      return { Component: Page };
    }
    const parts = given as object;
    return { Component: () => <Page {...parts} /> };
  };
}

// Pages that show another feature's parts, composed here.
/** The interest quiz's "Suggested for you" row (home, and the careers list's first page), in its own chunk. */
const suggestedCareers = (limit?: number) => async () => {
  const { SuggestedCareers } = await import('@/features/interests');
  return { suggestions: <SuggestedCareers limit={limit} /> };
};
/** A career page's "Koaches in this field": a small loader here, the section's code fetched once the page has drawn. */
const careerPageParts = () => ({ coachesInField: (category: CareerCategory) => <LazyCoachesInField category={category} /> });

/** A route that only forwards to another address (relative to itself). */
const redirectTo = (to: string) => ({ element: <Navigate to={to} replace /> });

/** Spec section 2: the dashboard tab is home, todos or manage; anything else is not a page. */
const DASHBOARD_TABS = new Set(['home', 'todos', 'manage']);
function dashboardTabExists({ params }: LoaderFunctionArgs) {
  if (!DASHBOARD_TABS.has(params.dashboardTab ?? '')) {
    throw data('Not Found', { status: 404 });
  }
  return null;
}

function FirstLoadFallback() {
  return <PageLoader fullScreen />;
}

/** The route above every page that may use antd: its pages join the router's table when first visited (appRouterTable). */
const LATER_ROUTES = 'antd-pages';

/** Every route of spec section 2, in the spec's order. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    loader: clientConfigLoader,
    // The configuration does not depend on the address: read once, not again on each navigation
    // (a changed query would otherwise run this loader and hold the navigation for it).
    shouldRevalidate: () => false,
    // If the shell itself fails; page errors are caught below, inside the shell.
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FirstLoadFallback,
    children: [
      {
        // A logged-in user with no username finishes onboarding first.
        Component: OnboardingGate,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          // The home, error and not-found pages use no antd: the first visit stays light.
          { index: true, lazy: page(() => import('@/features/home/pages/home-page'), 'HomePage', suggestedCareers()) },
          // The interest quiz uses no antd either: the home page links to it, and it stays light on phones.
          { path: 'interests', lazy: page(() => import('@/features/interests/pages/interests-page'), 'InterestsPage') },
          { path: 'error', Component: ErrorPage },
          { path: '*', Component: NotFoundPage },
          // The public list and detail pages a phone opens first: plain React too (issue 15); a
          // widget that needs antd loads it on its own (the event registration panel). Their
          // loaders start the page's API read beside its chunk (prefetch.ts).
          {
            path: 'careers',
            children: [
              {
                index: true,
                loader: careersLoader,
                lazy: page(() => import('@/features/careers/pages/careers-page'), 'CareersPage', suggestedCareers(4)),
              },
              {
                path: ':slug',
                loader: careerLoader,
                lazy: page(() => import('@/features/careers/pages/career-page'), 'CareerPage', careerPageParts),
              },
            ],
          },
          {
            path: 'events',
            children: [
              { index: true, loader: eventsLoader, lazy: page(() => import('@/features/events/pages/events-page'), 'EventsPage') },
              { path: ':eventId', loader: eventLoader, lazy: page(() => import('@/features/events/pages/event-page'), 'EventPage') },
            ],
          },
          {
            path: 'coaches',
            children: [
              { index: true, loader: coachesLoader, lazy: page(() => import('@/features/coaches/pages/coaches-page'), 'CoachesPage') },
              {
                path: ':slug',
                loader: coachLoader,
                lazy: page(() => import('@/features/coaches/pages/coach-profile-page'), 'CoachProfilePage'),
              },
            ],
          },
          // The other public lists (jobs, videos, FAQs; the FAQs' accordion is the browser's own): plain too.
          { path: 'jobs', loader: jobsLoader, lazy: page(() => import('@/features/jobs/pages/jobs-page'), 'JobsPage') },
          { path: 'videos', loader: videosLoader, lazy: page(() => import('@/features/videos/pages/videos-page'), 'VideosPage') },
          { path: 'faqs', loader: faqsLoader, lazy: page(() => import('@/features/faqs/pages/faqs-page'), 'FaqsPage') },
          // The challenges and a challenge: public, plain too (the enrolment and the weeks below use antd).
          {
            path: 'virtual-apprenticeship',
            children: [
              {
                index: true,
                loader: challengesLoader,
                lazy: page(() => import('@/features/apprenticeship/pages/challenges-page'), 'ChallengesPage'),
              },
              {
                path: ':challengeId',
                loader: challengeLoader,
                lazy: page(() => import('@/features/apprenticeship/pages/challenge-page'), 'ChallengePage'),
              },
            ],
          },
          {
            // Every other page may use antd: one shared chunk with its theme (app/antd). Not in the
            // router's first table (appRouterTable): added on the first visit to one of them.
            id: LATER_ROUTES,
            lazy: page(() => import('@/components/antd/antd-scope'), 'AntdScope'),
            children: [
              {
                Component: GuestOnlyRoute,
                children: [
                  { path: 'login', lazy: page(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
                  { path: 'signup', lazy: page(() => import('./pages/signup-page'), 'SignupPage') },
                  { path: 'signup-coach', lazy: page(() => import('@/features/accounts/pages/signup-coach-page'), 'SignupCoachPage') },
                ],
              },
              { path: 'logout', lazy: page(() => import('@/features/auth/pages/logout-page'), 'LogoutPage') },
              // Not guest-only: the e-mailed link works whoever is logged in on this browser.
              { path: 'signup/complete', lazy: page(() => import('@/features/accounts/pages/signup-complete-page'), 'SignupCompletePage') },
              { path: 'password-reset', lazy: page(() => import('@/features/accounts/pages/password-reset-page'), 'PasswordResetPage') },
              { path: 'test-auth', lazy: page(() => import('@/features/auth/pages/test-auth-page'), 'TestAuthPage') },
              {
                path: 'admin',
                Component: AdminRoute,
                children: [
                  { path: 'emulate', lazy: page(() => import('@/features/admin/pages/emulate-page'), 'EmulatePage') },
                  { path: 'follow-up-work', lazy: page(() => import('@/features/admin/pages/follow-up-work-page'), 'FollowUpWorkPage') },
                  { path: 'content', ...redirectTo('careers') },
                  {
                    path: 'content/:kind',
                    lazy: page(() => import('@/features/content-admin/pages/content-list-page'), 'ContentListPage'),
                  },
                  {
                    path: 'content/jobs/import',
                    lazy: page(() => import('@/features/content-admin/pages/job-import-page'), 'JobImportPage'),
                  },
                  {
                    path: 'content/:kind/new',
                    lazy: page(() => import('@/features/content-admin/pages/content-edit-page'), 'ContentEditPage'),
                  },
                  {
                    path: 'content/:kind/:id',
                    lazy: page(() => import('@/features/content-admin/pages/content-edit-page'), 'ContentEditPage'),
                  },
                  { path: 'virapp', ...redirectTo('applications') },
                  {
                    path: 'virapp/challenges',
                    lazy: page(() => import('@/features/apprenticeship/pages/admin-challenges-page'), 'AdminChallengesPage'),
                  },
                  {
                    path: 'virapp/challenges/new',
                    lazy: page(() => import('@/features/apprenticeship/pages/admin-challenge-edit-page'), 'AdminChallengeEditPage'),
                  },
                  {
                    path: 'virapp/challenges/:challengeId',
                    lazy: page(() => import('@/features/apprenticeship/pages/admin-challenge-edit-page'), 'AdminChallengeEditPage'),
                  },
                  {
                    path: 'virapp/applications',
                    lazy: page(() => import('@/features/apprenticeship/pages/admin-applications-page'), 'AdminApplicationsPage'),
                  },
                  {
                    path: 'virapp/submissions',
                    lazy: page(() => import('@/features/apprenticeship/pages/admin-submissions-page'), 'AdminSubmissionsPage'),
                  },
                  {
                    path: 'virapp/certificates',
                    lazy: page(() => import('@/features/apprenticeship/pages/admin-certificates-page'), 'AdminCertificatesPage'),
                  },
                  {
                    path: 'coaches/:coachId/trainings',
                    lazy: page(() => import('./my/pages/admin-trainings-page'), 'AdminTrainingsPage'),
                  },
                  {
                    path: 'content/events/:id/registrations',
                    lazy: page(() => import('@/features/content-admin/pages/event-registrations-page'), 'EventRegistrationsPage'),
                  },
                ],
              },
              {
                path: 'coaches',
                children: [
                  { path: ':slug/schedule', ...redirectTo('training') },
                  { path: ':slug/schedule/training', lazy: page(() => import('@/features/coaches/pages/training-page'), 'TrainingPage') },
                  {
                    path: ':slug/schedule/training/:trainingSlug',
                    lazy: page(() => import('@/features/coaches/pages/training-page'), 'TrainingPage'),
                  },
                  { path: ':slug/schedule/steps', ...redirectTo('1') },
                  { path: ':slug/schedule/steps/:step', lazy: page(() => import('@/features/coaches/pages/booking-page'), 'BookingPage') },
                ],
              },
              {
                path: 'virtual-apprenticeship',
                children: [
                  { path: ':challengeId/enroll', lazy: page(() => import('@/features/apprenticeship/pages/enroll-page'), 'EnrollPage') },
                  {
                    path: ':challengeId/enroll/start',
                    lazy: page(() => import('@/features/apprenticeship/pages/enroll-start-page'), 'EnrollStartPage'),
                  },
                  {
                    path: ':challengeId/enroll/welcome',
                    lazy: page(() => import('@/features/apprenticeship/pages/enroll-welcome-page'), 'EnrollWelcomePage'),
                  },
                  { path: ':challengeId/week/:week', lazy: page(() => import('@/features/apprenticeship/pages/week-page'), 'WeekPage') },
                  {
                    path: ':challengeId/week/:week/submit',
                    lazy: page(() => import('@/features/apprenticeship/pages/week-submit-page'), 'WeekSubmitPage'),
                  },
                  {
                    path: ':challengeId/:dashboardTab',
                    loader: dashboardTabExists,
                    lazy: page(() => import('@/features/apprenticeship/pages/dashboard-page'), 'DashboardPage'),
                  },
                ],
              },
              // An e-mailed group invite and a shared certificate: public addresses outside the challenge pages.
              { path: 'invites/:token', lazy: page(() => import('@/features/apprenticeship/pages/invite-page'), 'InvitePage') },
              // A booking e-mail's cancel link: its token alone acts, logged in or not.
              { path: 'bookings/:bookingId/cancel', lazy: page(() => import('./my/pages/linked-cancel-page'), 'LinkedCancelPage') },
              // Its reschedule link likewise: pick a new time and confirm with the token alone.
              {
                path: 'bookings/:bookingId/reschedule',
                lazy: page(() => import('./my/pages/linked-reschedule-page'), 'LinkedReschedulePage'),
              },
              {
                path: 'bookings/:bookingId/reschedule/steps/:step',
                lazy: page(() => import('./my/pages/linked-reschedule-page'), 'LinkedReschedulePage'),
              },
              {
                path: 'certificates/:code',
                lazy: page(() => import('@/features/apprenticeship/pages/certificate-page'), 'CertificatePage'),
              },
              { path: 'search', lazy: page(() => import('@/features/search/pages/search-results-page'), 'SearchResultsPage') },
              {
                path: 'faqs/add-availability',
                lazy: page(() => import('./pages/add-availability-page'), 'AddAvailabilityPage'),
              },
              {
                Component: RequireAuthRoute,
                children: [
                  {
                    path: 'my',
                    lazy: page(() => import('./my/components/my-layout'), 'MyLayout'),
                    children: [
                      { index: true, ...redirectTo('profile') },
                      { path: 'profile', lazy: page(() => import('./my/pages/profile-page'), 'ProfilePage') },
                      { path: 'profile/edit', lazy: page(() => import('./my/pages/profile-edit-page'), 'ProfileEditPage') },
                      { path: 'coaches', lazy: page(() => import('./my/pages/my-coaches-page'), 'MyCoachesPage') },
                      { path: 'schedule', lazy: page(() => import('./my/pages/schedule-page'), 'SchedulePage') },
                      { path: 'schedule/:scheduleId/reschedule', ...redirectTo('steps/1') },
                      { path: 'schedule/:scheduleId/reschedule/steps', ...redirectTo('1') },
                      {
                        path: 'schedule/:scheduleId/reschedule/steps/:step',
                        lazy: page(() => import('./my/pages/reschedule-page'), 'ReschedulePage'),
                      },
                      { path: 'events', lazy: page(() => import('@/features/events/pages/my-events-page'), 'MyEventsPage') },
                      { path: 'availability', lazy: page(() => import('./my/pages/availability-page'), 'AvailabilityPage') },
                      { path: 'kadets', lazy: page(() => import('./my/pages/kadets-page'), 'KadetsPage') },
                      { path: 'trainings', lazy: page(() => import('./my/pages/trainings-page'), 'TrainingsPage') },
                      { path: 'privacy', lazy: page(() => import('@/features/privacy/pages/privacy-page'), 'PrivacyPage') },
                    ],
                  },
                  { path: 'sso/discourse', lazy: page(() => import('@/features/accounts/pages/sso-discourse-page'), 'SsoDiscoursePage') },
                ],
              },
              {
                path: 'explore',
                lazy: page(() => import('@/features/explore/components/explore-layout'), 'ExploreLayout'),
                children: [
                  { index: true, ...redirectTo('coaches') },
                  { path: 'coaches', lazy: page(() => import('@/features/coaches/pages/coaches-page'), 'CoachesPage') },
                  {
                    path: 'careers',
                    lazy: page(() => import('@/features/careers/pages/careers-page'), 'CareersPage', suggestedCareers(4)),
                  },
                  { path: 'events', lazy: page(() => import('@/features/events/pages/explore-events-page'), 'ExploreEventsPage') },
                ],
              },
              { path: 'onboarding', lazy: page(() => import('@/features/accounts/pages/onboarding-page'), 'OnboardingPage') },
              { path: 'onboarding/steps/:step', lazy: page(() => import('@/features/accounts/pages/onboarding-page'), 'OnboardingPage') },
              {
                path: 'onboarding-coach',
                lazy: page(() => import('@/features/accounts/pages/onboarding-coach-page'), 'OnboardingCoachPage'),
              },
              {
                path: 'onboarding-coach/steps/:step',
                lazy: page(() => import('@/features/accounts/pages/onboarding-coach-page'), 'OnboardingCoachPage'),
              },
              {
                path: 'coaching-resources',
                lazy: page(() => import('@/features/coaching-resources/pages/coaching-resources-page'), 'CoachingResourcesPage'),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The routes of the table with these ids, as the router names them (its convertRoutesToDataRoutes:
 * a route's own id, or else the indexes down the tree joined by "-"), outermost first; undefined
 * when one of them is not in the table (a page drawn by another deployment's server).
 */
export function routesWithIds(ids: readonly string[]): RouteObject[] | undefined {
  const byId = new Map<string, RouteObject>();
  const wanted = new Set(ids);
  const walk = (level: RouteObject[], parentPath: string[]) => {
    level.forEach((route, index) => {
      const treePath = [...parentPath, String(index)];
      const id = route.id ?? treePath.join('-');
      if (wanted.has(id)) {
        byId.set(id, route);
      }
      if (route.children) {
        walk(route.children, treePath);
      }
    });
  };
  walk(appRoutes, []);
  const found = ids.map((id) => byId.get(id));
  return found.every((route) => route !== undefined) ? found : undefined;
}

/**
 * Loads the page modules of the routes matching `path` (their `lazy`) into the route table, as a
 * server render did before drawing: the browser then hydrates the page at once, with the same
 * components, instead of drawing its fallback first. `routeIds`, the routes the server render
 * matched, spare matching the address against the whole table (every route flattened, ranked and
 * its pattern compiled: a long task on a slow phone, which the router then does once more).
 */
export async function loadRoutesOf(path: string, routeIds?: readonly string[]): Promise<void> {
  const routes =
    (routeIds && routeIds.length > 0 && routesWithIds(routeIds)) || (matchRoutes(appRoutes, path) ?? []).map((match) => match.route);
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, loaded);
        delete route.lazy;
      }
    }),
  );
}

/**
 * The table the browser's router starts with, and how it grows (issue 30). The router flattens,
 * ranks and compiles the pattern of every route of its table as it starts: the whole table was
 * the longest task of a server-drawn page's start on a slow phone after evaluating the shell. It
 * starts with the pages a visitor opens first (home, the public lists and their detail pages, the
 * not-found page); the rest (logging in, the signed-in areas, admin: LATER_ROUTES) joins it on
 * the first visit to an address none of those serve, before that navigation matches
 * (patchRoutesOnNavigation). The routes keep the ids the full table gives them (the server
 * render's, which the browser hydrates by); the whole table, appRoutes, is the server's.
 */
export function appRouterTable(): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  let later: RouteObject[] = [];
  const withoutLater = (level: RouteObject[]): RouteObject[] =>
    level.map((route) => {
      if (route.index || !route.children) {
        return route;
      }
      if (route.id === LATER_ROUTES) {
        later = route.children;
        return { ...route, children: [] };
      }
      return { ...route, children: withoutLater(route.children) };
    });
  const first = withoutLater(appRoutes);
  let added = later.length === 0;
  return {
    routes: first,
    patchRoutesOnNavigation: ({ path, patch, signal }) => {
      if (added) {
        return;
      }
      // The router asks on every address with a parameter too (one of the routes to come might
      // match it better): a page of the first table that matches it is the page.
      const firstPage = matchRoutes(first, path)?.at(-1)?.route;
      if (firstPage && firstPage.path !== '*') {
        return;
      }
      patch(LATER_ROUTES, later);
      added = !signal.aborted;
    },
  };
}

/** The browser router, also registered for code outside React that must navigate (API 401s). */
export function createAppRouter(dispatch?: AppDispatch, hydrationData?: HydrationState) {
  // The first page's loaders run inside createBrowserRouter, before it returns.
  const created: { router?: DataRouter } = {};
  if (dispatch) {
    enablePrefetch(dispatch, () => created.router?.state.initialized ?? false);
  }
  const { routes, patchRoutesOnNavigation } = appRouterTable();
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation });
  created.router = router;
  registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
