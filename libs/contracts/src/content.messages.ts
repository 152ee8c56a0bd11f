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

/** Messages the content service answers: command -> [request, reply]. */
export interface ContentMessages {
  'content.health': [Record<string, never>, HealthReply];
  /** The change feed of careers and videos (see changes.ts). */
  'content.changes': [ChangesRequest, ChangesReply];

  // Public reads: published records only, answered with an ETag (body null when not modified).
  'content.careers.list': [{ query: CareerListQuery } & Conditional, Cached<Page<CareerSummary>>];
  'content.careers.categories': [Conditional, Cached<CareerCategoryCount[]>];
  /** Fails with NOT_FOUND for unknown or unpublished slugs. */
  'content.careers.get': [{ slug: string } & Conditional, Cached<CareerDetail>];
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
  'content.registrations.mine.list': [{ userId: string }, MyEventRegistration[]];
  /**
   * Registers (or re-registers after dropping out). interestOnly gives INTERESTED; otherwise
   * APPLIED when the event needs approval, APPROVED while seats are free, WAITLISTED when full.
   * Registering again while registered answers the current registration unchanged.
   */
  'content.registrations.register': [{ eventId: string; registrant: Registrant; interestOnly?: boolean }, EventRegistration];
  /** DROPPED_OUT; a freed seat goes to the first on the waitlist. */
  'content.registrations.cancel': [{ eventId: string; userId: string }, EventRegistration];

  // Admin: every record, published or not. The BFF lets only admins send these.
  'content.admin.careers.list': [AdminListQuery, Page<AdminCareer>];
  'content.admin.careers.get': [ByIdRequest, AdminCareer];
  'content.admin.careers.create': [CareerInput, AdminCareer];
  'content.admin.careers.update': [UpdateRequest<CareerInput>, AdminCareer];
  'content.admin.careers.delete': [ByIdRequest, DeletedReply];
  'content.admin.jobs.list': [AdminListQuery, Page<AdminJob>];
  'content.admin.jobs.get': [ByIdRequest, AdminJob];
  'content.admin.jobs.create': [JobInput, AdminJob];
  'content.admin.jobs.update': [UpdateRequest<JobInput>, AdminJob];
  'content.admin.jobs.delete': [ByIdRequest, DeletedReply];
  'content.admin.videos.list': [AdminListQuery, Page<AdminVideo>];
  'content.admin.videos.get': [ByIdRequest, AdminVideo];
  'content.admin.videos.create': [VideoInput, AdminVideo];
  'content.admin.videos.update': [UpdateRequest<VideoInput>, AdminVideo];
  'content.admin.videos.delete': [ByIdRequest, DeletedReply];
  'content.admin.events.list': [AdminListQuery, Page<AdminEvent>];
  'content.admin.events.get': [ByIdRequest, AdminEvent];
  'content.admin.events.create': [EventInput, AdminEvent];
  'content.admin.events.update': [UpdateRequest<EventInput>, AdminEvent];
  'content.admin.events.delete': [ByIdRequest, DeletedReply];
  'content.admin.faqs.list': [AdminListQuery, Page<AdminFaq>];
  'content.admin.faqs.get': [ByIdRequest, AdminFaq];
  'content.admin.faqs.create': [FaqInput, AdminFaq];
  'content.admin.faqs.update': [UpdateRequest<FaqInput>, AdminFaq];
  'content.admin.faqs.delete': [ByIdRequest, DeletedReply];
  'content.admin.resources.list': [AdminListQuery, Page<AdminCoachingResource>];
  'content.admin.resources.get': [ByIdRequest, AdminCoachingResource];
  'content.admin.resources.create': [CoachingResourceInput, AdminCoachingResource];
  'content.admin.resources.update': [UpdateRequest<CoachingResourceInput>, AdminCoachingResource];
  'content.admin.resources.delete': [ByIdRequest, DeletedReply];
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
