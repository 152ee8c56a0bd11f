import { CAREER_CATEGORY_KEYS, EMPLOYMENT_TYPES, WORK_TYPES, type CareerCategory } from '@lakbay/contracts';
import { createContext, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { oneOf, pageParam } from '@/components/content/list-params';
import { clientConfigApi } from '@/lib/api/client-config-api';
import { apprenticeshipApi } from '@/features/apprenticeship/api/apprenticeship-api';
import { careersApi } from '@/features/careers/api/careers-api';
import { coachesApi } from '@/features/coaches/api/coaches-api';
import { coachListQuery, readCoachFilters } from '@/features/coaches/lib/coach-filters';
import { eventsApi } from '@/features/events/api/events-api';
import { faqsApi } from '@/features/faqs/api/faqs-api';
import { jobsApi } from '@/features/jobs/api/jobs-api';
import { videosApi } from '@/features/videos/api/videos-api';
import type { AppDispatch } from './store';

/**
 * Route loaders that start a public page's first API read as soon as the router knows the
 * address, in parallel with the page's own chunk, instead of after that chunk has loaded and
 * rendered (issue 15: the read was the last link of a chain). The reads are the very queries the
 * pages make (RTK Query shares one request per query), so the page finds its data there or on the
 * way. On the first load the route waits for it a little (FIRST_LOAD_WAIT_MS), so the page draws
 * with its content rather than a skeleton that then jumps; later navigations do not wait.
 */

/** How long the first page waits for its read before drawing without it (it then shows its skeleton). */
export const FIRST_LOAD_WAIT_MS = 2500;

interface PrefetchState {
  dispatch?: AppDispatch;
  /** Whether the router has drawn its first page. */
  started?: () => boolean;
}
const state: PrefetchState = {};

/** Lets the loaders dispatch into the app's store; `started` says when the first page is drawn. */
export function enablePrefetch(dispatch: AppDispatch, started: () => boolean): void {
  state.dispatch = dispatch;
  state.started = started;
}

/**
 * A server render's own store (web/src/entry-server.tsx): its loaders dispatch there, each request
 * into its own, and always wait for their reads (the page is rendered with them).
 */
export const serverDispatch = createContext<AppDispatch | null>(null);

/** A read started in the store: awaitable, and released once the page holds its own subscription. */
type Started = PromiseLike<unknown>;
type Starter = (args: LoaderFunctionArgs, dispatch: AppDispatch) => Started[];

function prefetching(start: Starter): LoaderFunction {
  return async (args) => {
    const onServer = args.context.get(serverDispatch);
    const dispatch = onServer ?? state.dispatch;
    if (!dispatch) {
      return null;
    }
    const reads = start(args, dispatch);
    if (onServer) {
      await Promise.allSettled(reads);
    } else if (!state.started?.()) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled(reads),
        new Promise((resolve) => {
          timer = setTimeout(resolve, FIRST_LOAD_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    return null;
  };
}

const asCategory = (value: string | null): CareerCategory | undefined =>
  value && (CAREER_CATEGORY_KEYS as readonly string[]).includes(value) ? (value as CareerCategory) : undefined;

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * The SPA's run-time settings (the footer's version, analytics), on the root route: every page
 * reads them first, and every page's HTML preloads them (the BFF's page-preloads.ts). In the store
 * before the first draw, their arrival does not re-render the page after it.
 */
export const clientConfigLoader = prefetching((_args, dispatch) => [
  dispatch(clientConfigApi.endpoints.getClientConfig.initiate(undefined, { subscribe: false })),
]);

/** The career list and its category counts, as CareersPage asks for them (its page size, 12). */
export const careersLoader = prefetching(({ request }, dispatch) => {
  const params = searchOf(request);
  return [
    dispatch(careersApi.endpoints.getCareerCategories.initiate(undefined, { subscribe: false })),
    dispatch(
      careersApi.endpoints.getCareers.initiate(
        {
          category: asCategory(params.get('category')),
          q: params.get('q') || undefined,
          page: pageParam(params.get('page')),
          pageSize: 12,
        },
        { subscribe: false },
      ),
    ),
  ];
});

export const careerLoader = prefetching(({ params }, dispatch) => [
  dispatch(careersApi.endpoints.getCareer.initiate(params.slug ?? '', { subscribe: false })),
]);

/** Upcoming or past events, as EventList asks for them (10 a page). */
export const eventsLoader = prefetching(({ request }, dispatch) => {
  const params = searchOf(request);
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  return [
    dispatch(eventsApi.endpoints.getEvents.initiate({ when, page: pageParam(params.get('page')), pageSize: 10 }, { subscribe: false })),
  ];
});

export const eventLoader = prefetching(({ params }, dispatch) => [
  dispatch(eventsApi.endpoints.getEvent.initiate(params.eventId ?? '', { subscribe: false })),
]);

export const coachesLoader = prefetching(({ request }, dispatch) => [
  dispatch(coachesApi.endpoints.getCoaches.initiate(coachListQuery(readCoachFilters(searchOf(request))), { subscribe: false })),
]);

export const coachLoader = prefetching(({ params }, dispatch) => [
  dispatch(coachesApi.endpoints.getCoach.initiate(params.slug ?? '', { subscribe: false })),
]);

/** The job list, as JobsPage asks for it (its filters from the address, 12 a page). */
export const jobsLoader = prefetching(({ request }, dispatch) => {
  const params = searchOf(request);
  return [
    dispatch(
      jobsApi.endpoints.getJobs.initiate(
        {
          category: asCategory(params.get('category')),
          workType: oneOf(WORK_TYPES, params.get('workType')),
          employmentType: oneOf(EMPLOYMENT_TYPES, params.get('employmentType')),
          q: params.get('q') ?? undefined,
          location: params.get('location') ?? undefined,
          page: pageParam(params.get('page')),
          pageSize: 12,
        },
        { subscribe: false },
      ),
    ),
  ];
});

/** The video list, as VideosPage asks for it (12 a page). */
export const videosLoader = prefetching(({ request }, dispatch) => {
  const params = searchOf(request);
  return [
    dispatch(
      videosApi.endpoints.getVideos.initiate(
        {
          category: asCategory(params.get('category')),
          q: params.get('q') ?? undefined,
          page: pageParam(params.get('page')),
          pageSize: 12,
        },
        { subscribe: false },
      ),
    ),
  ];
});

export const faqsLoader = prefetching((_args, dispatch) => [dispatch(faqsApi.endpoints.getFaqs.initiate(undefined, { subscribe: false }))]);

/** The challenges, as ChallengesPage asks for them. */
export const challengesLoader = prefetching((_args, dispatch) => [
  dispatch(apprenticeshipApi.endpoints.getChallenges.initiate(undefined, { subscribe: false })),
]);

export const challengeLoader = prefetching(({ params }, dispatch) => [
  dispatch(apprenticeshipApi.endpoints.getChallenge.initiate(params.challengeId ?? '', { subscribe: false })),
]);
