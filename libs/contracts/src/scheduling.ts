import type { CareerCategory, Localized, Page } from './content';
import type { PublicCoachProfile } from './accounts';

/**
 * Coach Connector: trainings, availability read from coaches' calendars, slots and bookings
 * (domain.md, Coach Connector and scheduling). Every instant is an ISO 8601 string in UTC.
 */

/** A booking needs this much notice (domain.md: 24 h). */
export const BOOKING_MIN_NOTICE_MINUTES = 24 * 60;
/** Slots are offered this far ahead (domain.md: 8 weeks). */
export const BOOKING_HORIZON_DAYS = 56;
/** A cancellation this close to the start counts as a late cancel (domain.md: 3 h). */
export const LATE_CANCEL_MINUTES = 3 * 60;
/** Either side may mark a no-show this long after the start (domain.md: 10 minutes). */
export const NO_SHOW_AFTER_MINUTES = 10;
/** The reminder e-mail goes out this long before the start. */
export const REMINDER_BEFORE_MINUTES = 24 * 60;
/** Slots start on multiples of this many minutes past the hour. */
export const SLOT_STEP_MINUTES = 30;

export interface TimeRange {
  /** UTC ISO instant. */
  start: string;
  /** UTC ISO instant, after start. */
  end: string;
}

/** A question asked when a Kadet books a training. */
export interface TrainingQuestion {
  /** Key of the answer in Booking.answers. */
  id: string;
  label: string;
  required: boolean;
  /** Longest answer accepted, in characters. */
  maxLength: number;
}

/**
 * A kind of session a coach offers (domain.md), in the reader's language (issue 29): title,
 * description and question labels in Filipino where the training has them; `language` and
 * `fallback` say whether any text is Filipino and whether some is English for want of one.
 */
export interface Training extends Localized {
  /** Made from the title when the training is created; never changes (booking URLs hold it). */
  slug: string;
  title: string;
  description: string;
  durationMinutes: number;
  /** Free time kept before and after a session; slots and overlaps count it. */
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  questions: TrainingQuestion[];
  /** Languages the session is held in: names of TRAINING_LANGUAGES, e.g. English, Filipino. */
  languages: string[];
}

/** Languages a training can be held in (the Koach profile's list). */
export const TRAINING_LANGUAGES = ['English', 'Filipino', 'Cebuano', 'Ilocano', 'Hiligaynon', 'Bikol', 'Waray', 'Kapampangan'] as const;

/** What a Koach may set on a training (domain.md: duration 15-120 minutes). */
export const TRAINING_LIMITS = {
  titleMin: 3,
  titleMax: 80,
  descriptionMax: 1000,
  durationMin: 15,
  durationMax: 120,
  bufferMax: 60,
  questionsMax: 5,
  questionLabelMax: 200,
  answerMaxLength: 2000,
} as const;

/** The Filipino version of a training's texts (issue 29); a text left out shows the English. */
export interface TrainingFilTexts {
  title?: string | null;
  description?: string | null;
}

/** The Filipino version of a question's label. */
export interface TrainingQuestionFilTexts {
  label?: string | null;
}

/** A question as its Koach (or an admin) edits it: the English label and its Filipino version. */
export interface ManagedTrainingQuestion extends TrainingQuestion {
  /** The Filipino version of the label, or null (English only). */
  fil: TrainingQuestionFilTexts | null;
}

/**
 * A training as its Koach (or an admin) manages it: active or retired. Its texts are the English
 * version (language en), with the Filipino version beside them, as the editor shows both.
 */
export interface ManagedTraining extends Omit<Training, 'questions'> {
  questions: ManagedTrainingQuestion[];
  /** The Filipino version of the title and description, or null (English only). */
  fil: TrainingFilTexts | null;
  /** When it was retired: no new bookings, booked sessions stay; null while offered. */
  retiredAt: string | null;
  /** Still the platform's default (the Koach has not changed any training yet). */
  isDefault: boolean;
}

/** GET /api/v2/my/trainings (and an admin's view of a Koach's). */
export interface MyTrainings {
  trainings: ManagedTraining[];
  /** Whose they are, in an admin's view. */
  coach?: { id: string; username: string | null };
}

/** A question as the Koach writes it; id kept when editing (answers are keyed by it), made when absent. */
export interface TrainingQuestionInput {
  id?: string;
  /** The Filipino version of the label, or null. */
  fil?: TrainingQuestionFilTexts | null;
  label: string;
  required: boolean;
  maxLength: number;
}

/** POST /api/v2/my/trainings; PATCH takes any of these fields. */
export interface TrainingInput {
  /** The Filipino version of the title and description, or null (questions carry their own). */
  fil?: TrainingFilTexts | null;
  title: string;
  description: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  questions: TrainingQuestionInput[];
  languages: string[];
}

/** GET /api/v2/coaches/{slug}/availability. */
export interface CoachAvailability {
  /** The coach's IANA time zone, shown beside the viewer's. */
  timeZone: string;
  /** Availability windows read from the coach's calendar, within the asked range. */
  windows: TimeRange[];
  /** Bookable starts for the asked training (its duration), after notice, within the horizon. */
  slots: TimeRange[];
}

export interface CoachStats {
  /** Sessions that took place: COMPLETED in the database (the completion job marks them after their end). */
  sessionsHeld: number;
  /** Mean of the Kadets' ratings, 1-5 with one decimal; null without reviews. */
  averageRating: number | null;
  reviewCount: number;
}

export interface CoachReview {
  rating: number;
  comment: string;
  /** The Kadet's first name, or "A Kadet". */
  kadetName: string;
  trainingTitle: string;
  createdAt: string;
}

/** One card of GET /api/v2/coaches. */
export interface CoachListItem extends PublicCoachProfile, CoachStats {
  /** The first bookable slot of the coach's first training within the horizon; null when none. */
  nextFreeSlot: string | null;
}

/** Filters of GET /api/v2/coaches. */
export interface CoachListQuery {
  category?: CareerCategory;
  /** A language the coach speaks (case-insensitive), e.g. Filipino. */
  language?: string;
  /** Only coaches with a bookable slot within the next 7 days. */
  freeThisWeek?: boolean;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export type CoachListPage = Page<CoachListItem>;

/** GET /api/v2/coaches/{slug}. */
export interface CoachDetail extends PublicCoachProfile, CoachStats {
  trainings: Training[];
  /** The next bookable slots of the first training (up to 6). */
  nextSlots: TimeRange[];
  /** The latest reviews, newest first (up to 5). */
  reviews: CoachReview[];
}

export const BOOKING_STATUSES = ['CONFIRMED', 'CANCELLED', 'RESCHEDULED', 'COMPLETED', 'NO_SHOW'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingPerson {
  id: string;
  name: string;
}

/** A booking as its Kadet or coach sees it. */
export interface Booking {
  id: string;
  status: BookingStatus;
  start: string;
  end: string;
  coach: BookingPerson & { slug: string; timeZone: string };
  kadet: BookingPerson;
  training: { slug: string; title: string; durationMinutes: number };
  /** Answers to the training's questions, by question id. */
  answers: Record<string, string>;
  /** The coach's video-call room; only for CONFIRMED bookings. */
  meetingLink: string | null;
  cancellationReason: string | null;
  /** 'kadet' or 'coach' when cancelled. */
  cancelledBy: 'kadet' | 'coach' | null;
  /** Cancelled within LATE_CANCEL_MINUTES of the start. */
  lateCancel: boolean;
  /** The booking this one replaced, when it came from a reschedule. */
  rescheduledFromId: string | null;
  /** The booking that replaced this one (status RESCHEDULED). */
  rescheduledToId: string | null;
  /** Who marked the no-show, when status is NO_SHOW. */
  noShowMarkedBy: 'kadet' | 'coach' | null;
  review: { rating: number; comment: string } | null;
  /** Which side the viewer is on. */
  viewerRole: 'kadet' | 'coach';
  /** What the viewer may do now. */
  can: { reschedule: boolean; cancel: boolean; review: boolean; markNoShow: boolean };
  createdAt: string;
}

/** GET /api/v2/my/bookings (?role=coach for a coach's sessions). */
export interface MyBookings {
  upcoming: Booking[];
  past: Booking[];
}

/** POST /api/v2/bookings. */
export interface CreateBookingRequest {
  coachSlug: string;
  trainingSlug: string;
  /** UTC ISO instant of one of the offered slots. */
  start: string;
  /** Answers by question id. */
  answers: Record<string, string>;
}

/** PATCH /api/v2/bookings/{id}. */
export interface RescheduleBookingRequest {
  start: string;
  /** The signed token of a reschedule link from a booking e-mail, when not acting as a logged-in party. */
  token?: string;
}

/** POST /api/v2/bookings/{id}/cancel. */
export interface CancelBookingRequest {
  reason: string;
  /** The signed token of a cancel link from a booking e-mail. */
  token?: string;
}

export interface ReviewBookingRequest {
  rating: number;
  comment: string;
}

/** One of the coach's Kadets (GET /api/v2/my/kadets). */
export interface MyKadet {
  id: string;
  name: string;
  sessions: number;
  lastSession: string | null;
  nextSession: string | null;
}

/**
 * UPDATED: the feed was read and applied. UNCHANGED: the feed had not changed. FAILED: it could not be
 * read, or was incomplete or over budget; the last good windows stay. HELD_BACK: it was read but would
 * remove most coaches' windows at once, so it waits for an admin to apply it; the last good windows stay.
 */
export type CalendarSyncStatus = 'UPDATED' | 'UNCHANGED' | 'FAILED' | 'HELD_BACK';

/** The outcome of one calendar sync (POST /api/v2/admin/calendar-sync). */
export interface CalendarSyncSummary {
  status: CalendarSyncStatus;
  /** When the sync ran. */
  at: string;
  /** Calendar events read (before filtering); 0 when unchanged or failed. */
  events: number;
  /** Availability windows kept, over all coaches. */
  windows: number;
  /** Coaches with at least one window. */
  coaches: number;
  /** What was wrong: a failed fetch, an unparseable feed, an event left out and why. */
  problems: string[];
}

/** GET /api/v2/my/availability: a coach's windows as the platform read them. */
export interface MyAvailability {
  /** The address coaches invite to their events (SCHEDULING_EMAIL). */
  schedulingEmail: string;
  timeZone: string;
  windows: TimeRange[];
  lastSync: CalendarSyncSummary | null;
  /** When the last sync that changed something ran. */
  lastSuccessAt: string | null;
}
