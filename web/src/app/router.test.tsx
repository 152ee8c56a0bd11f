import { beforeEach, describe, expect, it } from '@jest/globals';
import { createStaticHandler, matchRoutes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';
import { appRouterTable, appRoutes, routesWithIds } from './router';

describe('appRoutes', () => {
  const open = setUpAppTests();

  /** The route pattern the router matched, e.g. "virtual-apprenticeship/:challengeId/:dashboardTab". */
  const matchedPattern = (app: ReturnType<typeof open>) =>
    app.router.state.matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/');

  beforeEach(() => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }));
  });

  it("shows 'There's nothing here!' for an unknown address", async () => {
    open({ path: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: "There's nothing here!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it.each(['/login', '/signup', '/signup-coach'])('sends a logged-in visitor from %s to /', async (path) => {
    const app = open({ path, session: aLoggedUser() });

    expect(await screen.findByRole('heading', { name: 'Welcome, Kadet' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it.each(['/login', '/signup', '/signup-coach'])('shows %s to a visitor', async (path) => {
    const app = open({ path });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe(path);
  });

  it('sends a visitor from /my/* to log in, and back there afterwards', async () => {
    const app = open({ path: '/my/schedule' });

    await waitFor(() => expect(app.location()).toBe(`/login?__redirectTo=${encodeURIComponent('/my/schedule')}`));
  });

  it('sends a Kadet whose session ended (401) under /my to /logout and home, not to the log-in page', async () => {
    mockFetch(() => jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please log in.' }));
    // The base query reads the browser's address to know it is under /my.
    window.history.replaceState({}, '', '/my/profile');
    const app = open({ path: '/my/profile', session: aLoggedUser() });
    const visited: string[] = [];
    const stop = app.router.subscribe((state) => visited.push(state.location.pathname));

    await waitFor(() => expect(app.location()).toBe('/'));
    stop();
    window.history.replaceState({}, '', '/');

    expect(visited).toContain('/logout');
    expect(visited).not.toContain('/login');
    expect(app.store.getState().appState).toMatchObject({ isAuth: false, loggedUser: null });
  });

  it('opens /my on the profile', async () => {
    const app = open({ path: '/my', session: aLoggedUser() });

    await waitFor(() => expect(app.location()).toBe('/my/profile'));
    expect(matchedPattern(app)).toBe('my/profile');
  });

  it('shows Koaches the availability and Kadets entries of /my, and the placeholders', async () => {
    open({ path: '/my/availability', session: aLoggedUser({ isCoach: true }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Availability' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Kadets' })).toHaveAttribute('href', '/my/kadets');
  });

  it('sends a visitor from /sso/discourse to /login with the whole address, encoded', async () => {
    const app = open({ path: '/sso/discourse?sso=abc%3D&sig=123' });

    await waitFor(() => expect(app.location()).toBe(`/login?__redirectTo=${encodeURIComponent('/sso/discourse?sso=abc%3D&sig=123')}`));
  });

  it('tells a logged-in user when the forum sent no sso or sig', async () => {
    open({ path: '/sso/discourse?sso=abc', session: aLoggedUser() });

    expect(
      await screen.findByText(
        'Something went wrong. The SSO from Discourse is missing some inputs. Please go back to Discourse and retry again.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['/coaches/ana-reyes/schedule', '/coaches/ana-reyes/schedule/training'],
    ['/coaches/ana-reyes/schedule/steps', '/coaches/ana-reyes/schedule/steps/1'],
    ['/explore', '/explore/coaches'],
  ])('redirects %s to %s', async (path, target) => {
    const app = open({ path });
    await waitFor(() => expect(app.location()).toBe(target));
  });

  it('starts a reschedule at step 1', async () => {
    const app = open({ path: '/my/schedule/s-1/reschedule', session: aLoggedUser() });
    await waitFor(() => expect(app.location()).toBe('/my/schedule/s-1/reschedule/steps/1'));
  });

  it.each(['home', 'todos', 'manage'])('has the %s dashboard tab', async (tab) => {
    const app = open({ path: `/virtual-apprenticeship/c-1/${tab}` });
    await waitFor(() => expect(matchedPattern(app)).toBe('virtual-apprenticeship/:challengeId/:dashboardTab'));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent("There's nothing here!");
  });

  it('has no dashboard tab other than home, todos and manage', async () => {
    open({ path: '/virtual-apprenticeship/c-1/settings' });
    expect(await screen.findByRole('heading', { name: "There's nothing here!" })).toBeInTheDocument();
  });

  // Each page belongs to its feature (and may change); the table is what this test pins down.
  it.each([
    ['/password-reset', 'password-reset'],
    ['/test-auth', 'test-auth'],
    ['/coaches', 'coaches'],
    ['/coaches/ana-reyes', 'coaches/:slug'],
    ['/coaches/ana-reyes/schedule/training', 'coaches/:slug/schedule/training'],
    ['/coaches/ana-reyes/schedule/training/intro', 'coaches/:slug/schedule/training/:trainingSlug'],
    ['/coaches/ana-reyes/schedule/steps/2', 'coaches/:slug/schedule/steps/:step'],
    ['/careers', 'careers'],
    ['/careers/data-analyst', 'careers/:slug'],
    ['/events', 'events'],
    ['/events/e-1', 'events/:eventId'],
    ['/virtual-apprenticeship', 'virtual-apprenticeship'],
    ['/virtual-apprenticeship/c-1', 'virtual-apprenticeship/:challengeId'],
    ['/virtual-apprenticeship/c-1/enroll', 'virtual-apprenticeship/:challengeId/enroll'],
    ['/virtual-apprenticeship/c-1/enroll/start', 'virtual-apprenticeship/:challengeId/enroll/start'],
    ['/virtual-apprenticeship/c-1/enroll/welcome', 'virtual-apprenticeship/:challengeId/enroll/welcome'],
    ['/virtual-apprenticeship/c-1/week/2', 'virtual-apprenticeship/:challengeId/week/:week'],
    ['/virtual-apprenticeship/c-1/week/2/submit', 'virtual-apprenticeship/:challengeId/week/:week/submit'],
    ['/jobs', 'jobs'],
    ['/videos', 'videos'],
    ['/faqs', 'faqs'],
    ['/faqs/add-availability', 'faqs/add-availability'],
    ['/explore/careers', 'explore/careers'],
    ['/explore/events', 'explore/events'],
    ['/onboarding', 'onboarding'],
    ['/onboarding/steps/1', 'onboarding/steps/:step'],
    ['/onboarding-coach', 'onboarding-coach'],
    ['/onboarding-coach/steps/3', 'onboarding-coach/steps/:step'],
    ['/coaching-resources', 'coaching-resources'],
  ])('routes %s to %s', async (path, pattern) => {
    const app = open({ path });
    await waitFor(() => expect(matchedPattern(app)).toBe(pattern));
    // A page may show a loading heading first and replace it: wait for the one that stays.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
  });

  it("refuses a non-admin on /admin/emulate with 'You shall not pass!!!' and sends them home after 3 seconds", async () => {
    const app = open({ path: '/admin/emulate', session: aLoggedUser() });
    expect(await screen.findByRole('heading', { name: 'You shall not pass!!!' })).toBeInTheDocument();

    const shownAt = Date.now();
    await waitFor(() => expect(app.location()).toBe('/'), { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2800);
  });

  it('lets an admin into /admin/emulate', async () => {
    const app = open({ path: '/admin/emulate', session: aLoggedUser({ idToken: fakeIdToken({ sub: 'a', isAdmin: true }) }) });
    await waitFor(() => expect(matchedPattern(app)).toBe('admin/emulate'));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('You shall not pass!!!');
  });

  // A server-drawn page names the routes it matched by the router's own ids (entry-server.tsx): the
  // browser finds them by those ids instead of matching the address again (main.tsx).
  it('finds by their router ids the routes an address matches, outermost first', () => {
    const { dataRoutes } = createStaticHandler(appRoutes);
    for (const path of [
      '/',
      '/careers',
      '/careers/registered-nurse',
      '/coaches/ana-reyes',
      '/events/1',
      '/virtual-apprenticeship/1',
      '/faqs',
      '/my/bookings',
    ]) {
      const ids = (matchRoutes(dataRoutes, path) ?? []).map((match) => match.route.id);
      expect({ path, ids: ids.length > 1 }).toEqual({ path, ids: true });
      expect({ path, routes: routesWithIds(ids) }).toEqual({
        path,
        routes: (matchRoutes(appRoutes, path) ?? []).map((match) => match.route),
      });
    }
    // A page drawn by another deployment's server names a route this table does not have.
    expect(routesWithIds(['root', '0-0-99'])).toBeUndefined();
  });

  // The browser's router starts with the pages a visitor opens first: flattening, ranking and
  // compiling all 88 branches of the table (about 400 patterns) was the longest task of a server-drawn page's start on a slow phone.
  it("starts the browser with the first pages, by the server's ids, and adds the others once, on the first visit to one", async () => {
    const { routes, patchRoutesOnNavigation } = appRouterTable();
    const firstPages = [
      '/',
      '/careers',
      '/careers/registered-nurse',
      '/coaches/ana-reyes',
      '/events/1',
      '/jobs',
      '/virtual-apprenticeship/1',
      '/faqs',
    ];
    const server = createStaticHandler(appRoutes).dataRoutes;
    const browser = createStaticHandler(routes).dataRoutes;
    const ids = (table: typeof server, path: string) => (matchRoutes(table, path) ?? []).map((match) => match.route.id);
    for (const path of firstPages) {
      expect({ path, ids: ids(browser, path) }).toEqual({ path, ids: ids(server, path) });
    }
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(['/login', '/my/profile', '/admin/emulate', '/coaches/ana-reyes/schedule/training'].map(leaf)).toEqual(['*', '*', '*', '*']);

    const patched: string[] = [];
    const visit = (path: string) =>
      patchRoutesOnNavigation({
        path,
        matches: [],
        fetcherKey: undefined,
        signal: new AbortController().signal,
        patch: (id, children) => patched.push(`${id}: ${children.length}`),
      });
    await visit('/careers/registered-nurse');
    await visit('/virtual-apprenticeship/1');
    expect(patched).toEqual([]);
    await visit('/login');
    await visit('/my/profile');
    expect(patched).toEqual([`antd-pages: ${patchedCount()}`]);
  });

  it('opens a page added later both as the first page and after a first page', async () => {
    const first = open({ path: '/coaches/ana-reyes/schedule/training' });
    await waitFor(() => expect(matchedPattern(first)).toBe('coaches/:slug/schedule/training'));
    first.unmount();
    const app = open({ path: '/faqs' });
    await waitFor(() => expect(matchedPattern(app)).toBe('faqs'));
    await app.router.navigate('/login');
    await waitFor(() => expect(matchedPattern(app)).toBe('login'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

/** How many routes sit right under the antd pages' route in the full table. */
function patchedCount(): number {
  const find = (level: typeof appRoutes): number | undefined => {
    for (const route of level) {
      if (route.id === 'antd-pages') {
        return route.children?.length;
      }
      const inside = route.children && find(route.children);
      if (inside !== undefined) {
        return inside;
      }
    }
    return undefined;
  };
  return find(appRoutes) ?? 0;
}
