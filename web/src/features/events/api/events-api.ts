import type { EventDetail, EventListQuery, EventRegistration, EventSummary, MyEventRegistration, Page } from '@lakbay/contracts';
import { listParams } from '@/components/content/list-params';
import { api } from '@/lib/api/api';

export const eventsApi = api.enhanceEndpoints({ addTagTypes: ['Event', 'Registration'] }).injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<Page<EventSummary>, EventListQuery>({
      query: (query) => ({ url: '/events', params: listParams(query) }),
      providesTags: [{ type: 'Event', id: 'LIST' }],
    }),
    getEvent: build.query<EventDetail, string>({
      // The BFF answers `no-cache`: the browser revalidates (a 304 when unchanged), so seat counts
      // are current. The page's HTML preloads this same request.
      query: (id) => `/events/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Event', id }],
    }),
    getMyRegistration: build.query<{ registration: EventRegistration | null }, string>({
      query: (eventId) => ({ url: `/events/${encodeURIComponent(eventId)}/registration`, cache: 'no-store' }),
      providesTags: (_result, _error, eventId) => [{ type: 'Registration', id: eventId }],
    }),
    register: build.mutation<EventRegistration, { eventId: string; interestOnly?: boolean }>({
      query: ({ eventId, interestOnly }) => ({
        url: `/events/${encodeURIComponent(eventId)}/registration`,
        method: 'POST',
        body: interestOnly ? { interestOnly: true } : {},
      }),
      invalidatesTags: (_result, _error, { eventId }) => [
        { type: 'Registration', id: eventId },
        { type: 'Registration', id: 'MINE' },
        { type: 'Event', id: eventId },
        { type: 'Event', id: 'LIST' },
      ],
    }),
    cancelRegistration: build.mutation<EventRegistration, string>({
      query: (eventId) => ({ url: `/events/${encodeURIComponent(eventId)}/registration`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, eventId) => [
        { type: 'Registration', id: eventId },
        { type: 'Registration', id: 'MINE' },
        { type: 'Event', id: eventId },
        { type: 'Event', id: 'LIST' },
      ],
    }),
    getMyEventRegistrations: build.query<MyEventRegistration[], void>({
      query: () => ({ url: '/my/event-registrations', cache: 'no-store' }),
      providesTags: [{ type: 'Registration', id: 'MINE' }],
    }),
  }),
});

export const {
  useGetEventsQuery,
  useGetEventQuery,
  useGetMyRegistrationQuery,
  useRegisterMutation,
  useCancelRegistrationMutation,
  useGetMyEventRegistrationsQuery,
} = eventsApi;
