import type { PrivacyEraseReply, PrivacyExportPart, PrivacySubject } from './privacy';
import type { CoachDirectoryEntry, Language, UserContact } from './accounts';
import type {
  Booking,
  CalendarSyncSummary,
  CoachAvailability,
  CoachReview,
  CoachStats,
  CreateBookingRequest,
  MyAvailability,
  MyBookings,
  ManagedTraining,
  MyKadet,
  MyTrainings,
  TimeRange,
  Training,
  TrainingInput,
} from './scheduling';
import type { HealthReply } from './users';

/** Who acts on a booking: the logged-in user, or the holder of a signed e-mail link. */
export interface BookingActor {
  /** The logged-in user (absent when a signed link is used instead). */
  userId?: string;
  isAdmin?: boolean;
  /** A signed link token from a booking e-mail, valid for one booking, one action and its current version. */
  token?: string;
}

/** Per-coach figures for coach cards. */
export type CoachOverview = CoachStats & { nextFreeSlot: string | null };

/** Messages the scheduling service answers: command -> [request, reply]. */
export interface SchedulingMessages {
  /** Everything this service holds about the person, for their data export (RA 10173). */
  'scheduling.privacy.export': [PrivacySubject, PrivacyExportPart];
  /** Deletes or anonymises what this service holds about a deleted account; idempotent. */
  'scheduling.privacy.erase': [PrivacySubject, PrivacyEraseReply];
  'scheduling.health': [Record<string, never>, HealthReply];
  /** Stats and next free slot of each coach asked for, keyed by coach id. */
  'scheduling.coaches.overview': [{ coachIds: string[] }, Record<string, CoachOverview>];
  /** Trainings (in the reader's language: English when left out), next slots, stats and recent reviews of one coach. */
  'scheduling.coaches.detail': [
    { coachId: string; language?: Language },
    CoachStats & { trainings: Training[]; nextSlots: TimeRange[]; reviews: CoachReview[] },
  ];
  /** Coaches with a bookable slot between from and to. */
  'scheduling.coaches.free': [{ from: string; to: string }, { coachIds: string[] }];
  /**
   * Windows and slots of a coach between from and to, for one offered training (the first when
   * absent; 404 for an unknown or retired one), or in the shape of one of the coach's bookings being
   * rescheduled (bookingId: its duration and buffers as booked; 404 for another coach's).
   */
  'scheduling.availability.get': [
    { coachId: string; timeZone: string; from: string; to: string; trainingSlug?: string; bookingId?: string },
    CoachAvailability,
  ];
  /**
   * Books a slot. The BFF resolves the Kadet and the coach (users service) and passes them: the
   * booking keeps their names and addresses for its e-mails. 409 SCHEDULING_SLOT_TAKEN when the
   * slot is taken or no longer offered, 400 for answers.
   */
  'scheduling.bookings.create': [{ kadet: UserContact; coach: CoachDirectoryEntry } & CreateBookingRequest, Booking];
  /** The user's bookings as Kadet, or as coach with role coach. */
  'scheduling.bookings.mine': [{ userId: string; role: 'kadet' | 'coach' }, MyBookings];
  /** One booking, for its Kadet, its coach, an admin or a signed link. */
  'scheduling.bookings.get': [BookingActor & { bookingId: string }, Booking];
  /** Moves a booking to a new slot: the old one becomes RESCHEDULED, the answer is the new booking. */
  'scheduling.bookings.reschedule': [BookingActor & { bookingId: string; start: string }, Booking];
  'scheduling.bookings.cancel': [BookingActor & { bookingId: string; reason: string }, Booking];
  /** The Kadet rates a held session once (logged in: no signed link rates). */
  'scheduling.bookings.review': [BookingActor & { userId: string; bookingId: string; rating: number; comment: string }, Booking];
  /** Either side marks the other absent, from NO_SHOW_AFTER_MINUTES after the start. */
  'scheduling.bookings.noShow': [BookingActor & { bookingId: string }, Booking];
  /** A coach's trainings, active and retired (the defaults while they have none of their own). */
  'scheduling.trainings.list': [{ coachId: string }, MyTrainings];
  /**
   * Adds a training; the first change of a coach copies the defaults to their own first, so booked
   * slugs keep working. The slug is made from the title, unique for the coach.
   */
  'scheduling.trainings.create': [{ coachId: string } & TrainingInput, ManagedTraining];
  /** Changes a training (not its slug); booked sessions keep what they were booked with. 404 for an unknown slug. */
  'scheduling.trainings.update': [{ coachId: string; slug: string } & Partial<TrainingInput>, ManagedTraining];
  /** Retires (no new bookings) or restores a training. 409 SCHEDULING_LAST_TRAINING for the last active one. */
  'scheduling.trainings.retire': [{ coachId: string; slug: string; retired: boolean }, ManagedTraining];
  /** The same for any coach, by an admin. */
  'scheduling.admin.trainings.list': [{ coachId: string }, MyTrainings];
  'scheduling.admin.trainings.create': [{ coachId: string } & TrainingInput, ManagedTraining];
  'scheduling.admin.trainings.update': [{ coachId: string; slug: string } & Partial<TrainingInput>, ManagedTraining];
  'scheduling.admin.trainings.retire': [{ coachId: string; slug: string; retired: boolean }, ManagedTraining];
  /** A coach's Kadets. */
  'scheduling.kadets.mine': [{ coachId: string }, MyKadet[]];
  /** A coach's windows as the platform read them, with the last sync. */
  /** email: the coach's, to show the problems of their own events only. */
  'scheduling.availability.mine': [{ coachId: string; timeZone: string; email: string }, MyAvailability];
  /** Runs a calendar sync now (admins). Unkeyed: running it again only syncs again. */
  'scheduling.calendar.sync': [{ actorId: string; applyHeldBack?: boolean }, CalendarSyncSummary];
  /** The last calendar sync's summary (admins); null before the first. */
  'scheduling.calendar.status': [{ actorId: string }, CalendarSyncSummary | null];
}
