// The coaches feature's public surface: what the app layer's pages (the my area in app/my, the
// career page's Koaches section, the availability FAQ) use of the Coach Connector; features do not
// import each other. Routes load its pages lazily by path (app/router.tsx).
export {
  useCancelBookingMutation,
  useCreateTrainingMutation,
  useGetBookingQuery,
  useGetMyAvailabilityQuery,
  useGetMyBookingsQuery,
  useGetMyKadetsQuery,
  useGetTrainingsQuery,
  useMarkNoShowMutation,
  useRescheduleBookingMutation,
  useReviewBookingMutation,
  useSetTrainingRetiredMutation,
  useUpdateTrainingMutation,
  type BookingRole,
  type TrainingsOwner,
} from './api/coaches-api';
export { LazyCoachesInField } from './components/coaches-in-field-lazy';
export { RatingStars } from './components/rating-stars';
export { useViewerTimeZone } from './hooks/use-viewer-time-zone';
export { useZoneWords } from './hooks/use-zone-words';
export { SchedulingAddress } from './components/scheduling-address';
export { SlotPicker } from './components/slot-picker';
export { StepIndicator } from './components/step-indicator';
export { RESCHEDULE_STEPS, linkedRescheduleStepPath, parseStep, readBookingQuery, rescheduleStepPath } from './lib/booking-query';
export { isLateCancelNow, otherParty } from './lib/booking-rules';
export { dayParts, formatDayTime, formatTime, groupByDay, sessionWhen, zoneCity, type ZoneWords } from './lib/zoned-time';
