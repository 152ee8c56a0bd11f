import type {
  Booking,
  CancelBookingRequest,
  CoachAvailability,
  CoachDetail,
  CoachListPage,
  CoachListQuery,
  CreateBookingRequest,
  ManagedTraining,
  MyAvailability,
  MyBookings,
  MyKadet,
  MyTrainings,
  RescheduleBookingRequest,
  ReviewBookingRequest,
  TrainingInput,
} from '@lakbay/contracts';
import { listParams } from '@/components/content/list-params';
import { api } from '@/lib/api/api';

export interface AvailabilityArgs {
  slug: string;
  training: string;
  /** A booking being moved: slots in its own duration and buffers, its own time free. */
  booking?: string;
  /** UTC ISO instants of the visible range. */
  from: string;
  to: string;
}

export type BookingRole = 'kadet' | 'coach';

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** Whose trainings: the caller's (coachId absent, /my/trainings) or, for an admin, a Koach's. */
export interface TrainingsOwner {
  coachId?: string;
}

const trainingsUrl = ({ coachId }: TrainingsOwner, ...rest: string[]) =>
  [coachId ? `/admin/coaches/${path(coachId)}/trainings` : '/my/trainings', ...rest.map((part) => encodeURIComponent(part))].join('/');

// A change of trainings changes every coach page and slot list that shows them.
const trainingChanged = (owner: TrainingsOwner) => [
  { type: 'Training' as const, id: owner.coachId ?? 'MINE' },
  'Coach' as const,
  'Slots' as const,
];

/**
 * Coach Connector calls: the public coach list, profiles and slots, and the signed-in side of
 * bookings (schedule, reschedule, cancel, review, no-show, Kadets, availability as read).
 * Writes get an Idempotency-Key from the base query.
 */
export const coachesApi = api.enhanceEndpoints({ addTagTypes: ['Coach', 'Slots', 'Booking', 'CoachSelf', 'Training'] }).injectEndpoints({
  endpoints: (build) => ({
    getCoaches: build.query<CoachListPage, CoachListQuery>({
      query: (query) => ({ url: '/coaches', params: listParams(query) }),
      providesTags: [{ type: 'Coach', id: 'LIST' }],
    }),
    getCoach: build.query<CoachDetail, string>({
      query: (slug) => ({ url: `/coaches/${path(slug)}`, cache: 'no-cache' }),
      providesTags: (_result, _error, slug) => [{ type: 'Coach', id: slug }],
    }),
    getCoachAvailability: build.query<CoachAvailability, AvailabilityArgs>({
      // Slots go as others book: never from the browser cache.
      query: ({ slug, training, booking, from, to }) => ({
        url: `/coaches/${path(slug)}/availability`,
        params: booking ? { from, to, training, booking } : { from, to, training },
        cache: 'no-store',
      }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Slots', id: slug }],
      keepUnusedDataFor: 30,
    }),
    createBooking: build.mutation<Booking, CreateBookingRequest>({
      query: (body) => ({ url: '/bookings', method: 'POST', body }),
      invalidatesTags: (_result, _error, { coachSlug }) => [
        { type: 'Slots', id: coachSlug },
        { type: 'Coach', id: coachSlug },
        { type: 'Coach', id: 'LIST' },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
    getMyBookings: build.query<MyBookings, BookingRole>({
      query: (role) => ({ url: '/my/bookings', params: { role }, cache: 'no-store' }),
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    getBooking: build.query<Booking, { id: string; token?: string | null }>({
      query: ({ id, token }) => ({ url: `/bookings/${path(id)}`, params: token ? { token } : undefined, cache: 'no-store' }),
      providesTags: (_result, _error, { id }) => [{ type: 'Booking', id }],
    }),
    rescheduleBooking: build.mutation<Booking, RescheduleBookingRequest & { id: string; coachSlug: string }>({
      query: ({ id, start, token }) => ({ url: `/bookings/${path(id)}`, method: 'PATCH', body: token ? { start, token } : { start } }),
      invalidatesTags: (_result, _error, { id, coachSlug }) => [
        { type: 'Booking', id },
        { type: 'Booking', id: 'LIST' },
        { type: 'Slots', id: coachSlug },
      ],
    }),
    cancelBooking: build.mutation<Booking, CancelBookingRequest & { id: string }>({
      query: ({ id, reason, token }) => ({
        url: `/bookings/${path(id)}/cancel`,
        method: 'POST',
        body: token ? { reason, token } : { reason },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Booking', id },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
    reviewBooking: build.mutation<Booking, ReviewBookingRequest & { id: string }>({
      query: ({ id, rating, comment }) => ({ url: `/bookings/${path(id)}/review`, method: 'POST', body: { rating, comment } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Booking', id },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
    markNoShow: build.mutation<Booking, string>({
      query: (id) => ({ url: `/bookings/${path(id)}/no-show`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Booking', id },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
    getMyKadets: build.query<MyKadet[], void>({
      query: () => ({ url: '/my/kadets', cache: 'no-store' }),
      providesTags: [{ type: 'CoachSelf', id: 'KADETS' }],
    }),
    getMyAvailability: build.query<MyAvailability, void>({
      query: () => ({ url: '/my/availability', cache: 'no-store' }),
      providesTags: [{ type: 'CoachSelf', id: 'AVAILABILITY' }],
    }),
    getTrainings: build.query<MyTrainings, TrainingsOwner>({
      query: (owner) => ({ url: trainingsUrl(owner), cache: 'no-store' }),
      providesTags: (_result, _error, owner) => [{ type: 'Training', id: owner.coachId ?? 'MINE' }],
    }),
    createTraining: build.mutation<ManagedTraining, TrainingsOwner & { training: TrainingInput }>({
      query: ({ training, ...owner }) => ({ url: trainingsUrl(owner), method: 'POST', body: training }),
      invalidatesTags: (_result, _error, owner) => trainingChanged(owner),
    }),
    updateTraining: build.mutation<ManagedTraining, TrainingsOwner & { slug: string; training: Partial<TrainingInput> }>({
      query: ({ training, slug, ...owner }) => ({ url: trainingsUrl(owner, slug), method: 'PATCH', body: training }),
      invalidatesTags: (_result, _error, owner) => trainingChanged(owner),
    }),
    setTrainingRetired: build.mutation<ManagedTraining, TrainingsOwner & { slug: string; retired: boolean }>({
      query: ({ slug, retired, ...owner }) => ({ url: trainingsUrl(owner, slug, retired ? 'retire' : 'restore'), method: 'POST' }),
      invalidatesTags: (_result, _error, owner) => trainingChanged(owner),
    }),
  }),
});

export const {
  useGetCoachesQuery,
  useGetCoachQuery,
  useGetCoachAvailabilityQuery,
  useCreateBookingMutation,
  useGetMyBookingsQuery,
  useGetBookingQuery,
  useRescheduleBookingMutation,
  useCancelBookingMutation,
  useReviewBookingMutation,
  useMarkNoShowMutation,
  useGetMyKadetsQuery,
  useGetMyAvailabilityQuery,
  useGetTrainingsQuery,
  useCreateTrainingMutation,
  useUpdateTrainingMutation,
  useSetTrainingRetiredMutation,
} = coachesApi;
