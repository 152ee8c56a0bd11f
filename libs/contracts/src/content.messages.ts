import type { Language } from './accounts';
import type { PrivacyEraseReply, PrivacyExportPart, PrivacySubject } from './privacy';
import type { ChangesReply, ChangesRequest } from './changes';
import type {
  AdminCareer,
  AdminCoachingResource,
  AdminEvent,
  AdminEventRegistration,
  AdminFaq,
  AdminJob,
  AdminListQuery,
  AdminRegistrationAction,
  AdminVideo,
  Cached,
  CareerCategoryCount,
  CareerDetail,
  CareerInput,
  CareerListQuery,
  CareerSummary,
  CoachingResource,
  CoachingResourceInput,
  Conditional,
  EventDetail,
  EventInput,
  EventListQuery,
  EventRegistration,
  EventSummary,
  Faq,
  FaqInput,
  Job,
  JobImportPreview,
  JobImportRequest,
  JobImportResult,
  JobInput,
  JobListQuery,
  MyEventRegistration,
  Page,
  Registrant,
  RegistrationStatus,
  Video,
  VideoInput,
  VideoListQuery,
} from './content';
import type { CareerSuggestionPage, CareerSuggestionQuery } from './interests';
import type { HealthReply } from './users';

export interface ByIdRequest {
  id: string;
}
export interface UpdateRequest<I> {
  id: string;
  changes: Partial<I>;
}
export interface DeletedReply {
  id: string;
  deleted: true;
}

/**
 * The content kinds an admin edits, by the segment their commands carry: [input, admin record].
 * Each row yields content.admin.<kind>.{list,get,create,update,delete}. The segments are protocol:
 * renaming one needs a migration plan.
 */
export interface AdminContentKinds {
  careers: [CareerInput, AdminCareer];
  jobs: [JobInput, AdminJob];
  videos: [VideoInput, AdminVideo];
  events: [EventInput, AdminEvent];
  faqs: [FaqInput, AdminFaq];
  resources: [CoachingResourceInput, AdminCoachingResource];
}
export type AdminContentKind = keyof AdminContentKinds;

/** One kind's admin CRUD: every record, published or not. The BFF lets only admins send these. */
export interface AdminCrudMessages<I, R> {
  list: [AdminListQuery, Page<R>];
  get: [ByIdRequest, R];
  create: [I, R];
  update: [UpdateRequest<I>, R];
  delete: [ByIdRequest, DeletedReply];
}
export type AdminCrudOp = keyof AdminCrudMessages<unknown, unknown>;

export type AdminContentCommand<K extends AdminContentKind, O extends AdminCrudOp> = `content.admin.${K}.${O}`;

/** Every kind's admin CRUD as command -> [request, reply]. */
export type AdminContentMessages = {
  [
    C in `${AdminContentKind}.${AdminCrudOp}` as `content.admin.${C}`
  ]: C extends `${infer K extends AdminContentKind}.${infer O extends AdminCrudOp}`
    ? AdminCrudMessages<AdminContentKinds[K][0], AdminContentKinds[K][1]>[O]
    : never;
};

/** The command of one kind's admin operation, typed by its parts. */
export const adminContentCommand = <K extends AdminContentKind, O extends AdminCrudOp>(kind: K, op: O): AdminContentCommand<K, O> =>
  `content.admin.${kind}.${op}`;

/** Messages the content service answers: command -> [request, reply]. */
export interface ContentMessages extends AdminContentMessages {
  /** Everything this service holds about the person, for their data export (RA 10173). */
  'content.privacy.export': [PrivacySubject, PrivacyExportPart];
  /** Deletes or anonymises what this service holds about a deleted account; idempotent. */
  'content.privacy.erase': [PrivacySubject, PrivacyEraseReply];
  'content.health': [Record<string, never>, HealthReply];
  /** The change feed of careers and videos (see changes.ts). */
  'content.changes': [ChangesRequest, ChangesReply];

  // Public reads: published records only, answered with an ETag (body null when not modified).
  'content.careers.list': [{ query: CareerListQuery } & Conditional, Cached<Page<CareerSummary>>];
  'content.careers.categories': [Conditional, Cached<CareerCategoryCount[]>];
  /** Fails with NOT_FOUND for unknown or unpublished slugs. */
  'content.careers.get': [{ slug: string } & Conditional, Cached<CareerDetail>];
  /** Published careers whose Holland code shares a letter with the query's, best match first. */
  'content.careers.suggestions': [{ query: CareerSuggestionQuery } & Conditional, Cached<CareerSuggestionPage>];
  /** Jobs past their deadline are left out. */
  'content.jobs.list': [{ query: JobListQuery } & Conditional, Cached<Page<Job>>];
  'content.jobs.get': [ByIdRequest & Conditional, Cached<Job>];
  'content.videos.list': [{ query: VideoListQuery } & Conditional, Cached<Page<Video>>];
  'content.videos.get': [ByIdRequest & Conditional, Cached<Video>];
  'content.events.list': [{ query: EventListQuery } & Conditional, Cached<Page<EventSummary>>];
  'content.events.get': [ByIdRequest & Conditional, Cached<EventDetail>];
  'content.faqs.list': [Conditional, Cached<Faq[]>];
  'content.faqs.get': [{ slug: string } & Conditional, Cached<Faq>];
  'content.resources.list': [Conditional, Cached<CoachingResource[]>];

  // A logged-in Kadet's registrations.
  /** The caller's registration for an event, or null. */
  'content.registrations.mine': [{ eventId: string; userId: string }, EventRegistration | null];
  'content.registrations.mine.list': [{ userId: string; language?: Language }, MyEventRegistration[]];
  /**
   * Registers (or re-registers after dropping out). interestOnly gives INTERESTED; otherwise
   * APPLIED when the event needs approval, APPROVED while seats are free, WAITLISTED when full.
   * Registering again while registered answers the current registration unchanged.
   */
  'content.registrations.register': [{ eventId: string; registrant: Registrant; interestOnly?: boolean }, EventRegistration];
  /** DROPPED_OUT; a freed seat goes to the first on the waitlist. */
  'content.registrations.cancel': [{ eventId: string; userId: string }, EventRegistration];

  // Admin: importing job postings from a file. The preview writes nothing; the import saves the
  // valid rows in one transaction (kept under the caller's Idempotency-Key) and lists the others.
  'content.admin.jobs.importPreview': [JobImportRequest, JobImportPreview];
  'content.admin.jobs.import': [JobImportRequest, JobImportResult];

  // Admin: the CRUD of each kind comes from AdminContentKinds below; these are events' own.
  'content.admin.registrations.list': [
    { eventId: string; status?: RegistrationStatus; page?: number; pageSize?: number },
    Page<AdminEventRegistration>,
  ];
  /** APPROVE (a seat, or the waitlist when full), REJECT, COMPLETE (after the start), DROP_OUT. */
  'content.admin.registrations.update': [
    { eventId: string; registrationId: string; action: AdminRegistrationAction },
    AdminEventRegistration,
  ];
}
