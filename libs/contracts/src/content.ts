import type { FieldError } from './errors';
import type { Language } from './accounts';

/**
 * Career Explorer, jobs, videos, events, FAQs and coaching resources: the records the content
 * service answers with (domain.md "Career Explorer, jobs, videos, events").
 */

/** The 11 career categories of spec section 3, as stored (`key`) and shown (`label`, colours). */
export const CAREER_CATEGORIES = [
  { key: 'marketing-branding', label: 'Marketing & Branding', colour: '#C2410C', tint: '#FFF1E8' },
  { key: 'design', label: 'Design', colour: '#7E22CE', tint: '#F5EDFD' },
  { key: 'community-development', label: 'Community Development', colour: '#15803D', tint: '#EAF7EE' },
  { key: 'data', label: 'Data', colour: '#1D4ED8', tint: '#EBF1FE' },
  { key: 'brand-management', label: 'Brand Management', colour: '#BE185D', tint: '#FCEBF3' },
  { key: 'business', label: 'Business', colour: '#334155', tint: '#EEF1F5' },
  { key: 'operations', label: 'Operations', colour: '#985B05', tint: '#FBF4E3' },
  { key: 'multimedia', label: 'Multimedia', colour: '#A21CAF', tint: '#FBEAFD' },
  { key: 'research', label: 'Research', colour: '#0E7490', tint: '#E6F5F8' },
  { key: 'math-logic', label: 'Math & Logic', colour: '#4338CA', tint: '#EEEDFC' },
  { key: 'sales', label: 'Sales', colour: '#B91C1C', tint: '#FDECEC' },
] as const;
export type CareerCategory = (typeof CAREER_CATEGORIES)[number]['key'];
export const CAREER_CATEGORY_KEYS: readonly CareerCategory[] = CAREER_CATEGORIES.map((c) => c.key);

export const categoryLabel = (key: string): string => CAREER_CATEGORIES.find((c) => c.key === key)?.label ?? key;

/** Senior-high-school strands of the K-12 curriculum. */
export const SHS_STRANDS = ['STEM', 'ABM', 'HUMSS', 'GAS', 'TVL'] as const;
export type ShsStrand = (typeof SHS_STRANDS)[number];

export const WORK_TYPES = ['ON_SITE', 'REMOTE', 'HYBRID'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'FREELANCE'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EVENT_FORMATS = ['ONLINE', 'ONSITE', 'HYBRID'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/**
 * Registration statuses (seen). APPLIED is shown as "Pending approval". APPROVED and COMPLETED hold
 * a seat; INTERESTED, APPLIED and WAITLISTED do not.
 */
export const REGISTRATION_STATUSES = ['INTERESTED', 'APPLIED', 'APPROVED', 'WAITLISTED', 'REJECTED', 'COMPLETED', 'DROPPED_OUT'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  INTERESTED: 'Interested',
  APPLIED: 'Pending approval',
  APPROVED: 'Approved',
  WAITLISTED: 'Waitlisted',
  REJECTED: 'Rejected',
  COMPLETED: 'Completed',
  DROPPED_OUT: 'Dropped out',
};

/** Largest page size of every list. */
export const MAX_PAGE_SIZE = 50;

export interface Page<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Items matching the filters, over all pages. */
  total: number;
}

/**
 * A cacheable answer: `etag` identifies the answer's content (it changes with the content
 * version); `body` is null when the caller's If-None-Match already names it (HTTP 304).
 */
export interface Cached<T> {
  etag: string;
  body: T | null;
  /** When the answer changes with time alone (an event starts, a deadline passes): ISO instant, or null. */
  expires?: string | null;
  /** Kinds of content the answer depends on: a write to one of them changes it. */
  kinds?: string[];
}

/**
 * Request of a cacheable read: the caller's If-None-Match header, if any, and the reader's
 * language (from Accept-Language; English when left out). The answer differs by language, and so
 * does its ETag.
 */
export interface Conditional {
  ifNoneMatch?: string;
  language?: Language;
}

/**
 * The language a public content record is answered in (issue 29). Every text a person reads has an
 * English version and may have a Filipino one; a Filipino reader gets the Filipino text field by
 * field, the English where a field has none.
 */
export interface Localized {
  /** 'fil' when any of the record's text is Filipino, else 'en'. */
  language: Language;
  /** True when the reader asked for Filipino and some of the text is shown in English instead. */
  fallback: boolean;
}

/** The Filipino version of a career's texts (names of courses, certificates and exams stay as written). */
export interface CareerFilTexts {
  title?: string | null;
  summary?: string | null;
  dayInTheLife?: string | null;
  keyTasks?: string[] | null;
  skills?: { hard?: string[] | null; soft?: string[] | null } | null;
  outlook?: string | null;
}

export interface FaqFilTexts {
  topic?: string | null;
  question?: string | null;
  answer?: string | null;
}

export interface CoachingResourceFilTexts {
  title?: string | null;
  body?: string | null;
  linkLabel?: string | null;
}

export interface EventFilTexts {
  title?: string | null;
  description?: string | null;
}

/** Videos and jobs: their descriptions (talk titles, job titles and companies stay as published). */
export interface VideoFilTexts {
  description?: string | null;
}

export interface JobFilTexts {
  description?: string | null;
}

export interface ListQuery {
  /** 1-based; default 1. */
  page?: number;
  /** 1 to 50; default 12. */
  pageSize?: number;
}

// ---- Careers -----------------------------------------------------------------------------------

/** Monthly pay in Philippine pesos, with where the figures come from. */
export interface SalaryRange {
  /** Pesos per month, entry level (0 to 2 years). */
  entryMin: number;
  entryMax: number;
  /** Pesos per month, experienced (5 years or more). */
  experiencedMin: number;
  experiencedMax: number;
  /** Year the figures describe. */
  year: number;
  /** Name of the survey or report, e.g. "PSA Occupational Wages Survey". */
  source: string;
}

export interface EducationPaths {
  shsStrands: ShsStrand[];
  collegeCourses: string[];
  /** TESDA National Certificates that apply; empty when none does. */
  tesdaCertificates: string[];
  /**
   * Board or licensure examinations that apply: the PRC's for the professions it regulates,
   * MARINA's for ship officers; empty when none does. Optional in input, always present in answers.
   */
  licensureExams?: string[];
}

export interface CareerSkills {
  hard: string[];
  soft: string[];
}

export interface CareerSummary extends Localized {
  id: string;
  slug: string;
  title: string;
  category: CareerCategory;
  summary: string;
  salary: SalaryRange | null;
}

export interface CareerDetail extends CareerSummary {
  dayInTheLife: string;
  keyTasks: string[];
  skills: CareerSkills;
  education: EducationPaths;
  outlook: string;
  /** Published careers only, in the order the admin chose. */
  relatedCareers: CareerSummary[];
  /** Published videos: the ones chosen, then recent ones of the same category, up to 4. */
  relatedVideos: VideoSummary[];
  updatedAt: string;
}

/** What an admin sees and edits: every field, ids of related records, publication state. */
export interface AdminCareer extends Omit<CareerDetail, 'relatedCareers' | 'relatedVideos'> {
  /** The Filipino version; null when there is none. The other fields are the English version. */
  fil: CareerFilTexts | null;
  relatedCareerIds: string[];
  relatedVideoIds: string[];
  published: boolean;
  createdAt: string;
}

export interface CareerListQuery extends ListQuery {
  category?: CareerCategory;
  /** Words found in the title or summary (case-insensitive). */
  q?: string;
}

export interface CareerCategoryCount {
  key: CareerCategory;
  label: string;
  colour: string;
  tint: string;
  /** Published careers in the category. */
  count: number;
}

// ---- Jobs --------------------------------------------------------------------------------------

export interface Job extends Localized {
  id: string;
  title: string;
  company: string;
  location: string;
  workType: WorkType;
  employmentType: EmploymentType;
  /** Pesos per month; null when the posting gives none. */
  salaryMin: number | null;
  salaryMax: number | null;
  category: CareerCategory;
  description: string;
  applyUrl: string;
  /** ISO instant. */
  postedAt: string;
  /** ISO instant after which the job leaves the public list; null for none. */
  deadline: string | null;
  /** True when the deadline has passed (only an admin or a direct link sees such a job). */
  expired: boolean;
  /** Sample postings of the seed are marked so, and the page should say so. */
  isSample: boolean;
}

export interface AdminJob extends Job {
  /** The Filipino version; null when there is none. The other fields are the English version. */
  fil: JobFilTexts | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface JobListQuery extends ListQuery {
  category?: CareerCategory;
  workType?: WorkType;
  employmentType?: EmploymentType;
  /** Part of the location, e.g. "Cebu" (case-insensitive). */
  location?: string;
  /** Words in the title, company or description. */
  q?: string;
}

// ---- Videos ------------------------------------------------------------------------------------

export interface VideoSummary extends Localized {
  id: string;
  title: string;
  speaker: string;
  speakerRole: string;
  /** YouTube video id, or null until an admin fills it in. */
  youtubeId: string | null;
  /** https://www.youtube-nocookie.com/embed/{id}, or null with youtubeId. */
  embedUrl: string | null;
  durationSeconds: number | null;
  categories: CareerCategory[];
  /** ISO date (YYYY-MM-DD) the talk was published. */
  publishedOn: string;
}

export interface Video extends VideoSummary {
  description: string;
}

export interface AdminVideo extends Video {
  /** The Filipino version; null when there is none. The other fields are the English version. */
  fil: VideoFilTexts | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface VideoListQuery extends ListQuery {
  category?: CareerCategory;
  q?: string;
}

// ---- Events ------------------------------------------------------------------------------------

export type EventWhen = 'upcoming' | 'past' | 'all';

export interface EventSummary extends Localized {
  id: string;
  title: string;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  format: EventFormat;
  /** Venue for onsite and hybrid events; null when online only. */
  location: string | null;
  bannerImageUrl: string | null;
  /** ISO instant after which nobody can register; null: until the event starts. */
  registrationCloseAt: string | null;
  /** Seats; null for no limit. */
  capacity: number | null;
  needsApproval: boolean;
  /** Seats held (APPROVED and COMPLETED). */
  seatsTaken: number;
  /** null when capacity is null. */
  seatsLeft: number | null;
  waitlisted: number;
  /** Registration is open now (before the close date and the start, and the event is not over). */
  registrationOpen: boolean;
}

export interface EventDetail extends EventSummary {
  description: string;
  /** Online meeting link for online and hybrid events. */
  onlineUrl: string | null;
}

export interface AdminEvent extends EventDetail {
  /** The Filipino version; null when there is none. The other fields are the English version. */
  fil: EventFilTexts | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EventListQuery extends ListQuery {
  /** upcoming (default): not ended yet, soonest first; past: ended, latest first. */
  when?: EventWhen;
}

export interface EventRegistration {
  id: string;
  eventId: string;
  userId: string;
  status: RegistrationStatus;
  /** As shown to people, e.g. "Pending approval" for APPLIED. */
  statusLabel: string;
  /** 1 for the first in line while WAITLISTED; null otherwise. */
  waitlistPosition: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A registration as admins list it, with who registered. */
export interface AdminEventRegistration extends EventRegistration {
  userEmail: string;
  userName: string | null;
  note: string | null;
}

export interface MyEventRegistration extends EventRegistration {
  event: EventSummary;
}

// ---- FAQs and coaching resources -------------------------------------------------------------

export interface Faq extends Localized {
  id: string;
  /** Stable key for a FAQ a page links to, e.g. add-availability; null for most. */
  slug: string | null;
  question: string;
  /** Plain text; paragraphs are separated by blank lines, list items start with "- " or "1. ". */
  answer: string;
  topic: string;
  position: number;
}

export interface AdminFaq extends Faq {
  /** The Filipino version; null when there is none. The other fields are the English version. */
  fil: FaqFilTexts | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CoachingResource extends Localized {
  id: string;
  title: string;
  /** Plain text, formatted like FAQ answers. */
  body: string;
  linkUrl: string | null;
  linkLabel: string | null;
  position: number;
}

export interface AdminCoachingResource extends CoachingResource {
  /** The Filipino version; null when there is none. The other fields are the English version. */
  fil: CoachingResourceFilTexts | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

// ---- Admin writes ------------------------------------------------------------------------------

export interface CareerInput {
  /** The Filipino version (issue 29): every field optional; null removes it. */
  fil?: CareerFilTexts | null;
  slug?: string;
  title: string;
  category: CareerCategory;
  summary: string;
  dayInTheLife: string;
  keyTasks: string[];
  skills: CareerSkills;
  education: EducationPaths;
  salary: SalaryRange | null;
  outlook: string;
  relatedCareerIds?: string[];
  relatedVideoIds?: string[];
  published?: boolean;
}

export interface JobInput {
  /** The Filipino version (issue 29): every field optional; null removes it. */
  fil?: JobFilTexts | null;
  title: string;
  company: string;
  location: string;
  workType: WorkType;
  employmentType: EmploymentType;
  salaryMin?: number | null;
  salaryMax?: number | null;
  category: CareerCategory;
  description: string;
  applyUrl: string;
  postedAt?: string;
  deadline?: string | null;
  isSample?: boolean;
  published?: boolean;
}

/** The formats an admin can import job postings from. */
export const JOB_IMPORT_FORMATS = ['csv', 'json'] as const;
export type JobImportFormat = (typeof JOB_IMPORT_FORMATS)[number];
/** At most this many postings per file, and this many characters of file. */
export const MAX_JOB_IMPORT_ROWS = 500;
export const MAX_JOB_IMPORT_CHARS = 500_000;

/** A file of job postings: CSV with a header row, or a JSON array of objects, as text. */
export interface JobImportRequest {
  format: JobImportFormat;
  content: string;
}

/**
 * One posting of the file: its row number (CSV: the line's record number counting the header as
 * row 1; JSON: the position in the array from 1), the posting as it would be saved, or the reasons
 * it cannot be (field errors in the API's shape).
 */
export interface JobImportRow {
  row: number;
  job: JobInput | null;
  errors: FieldError[];
}

/** What an import would do, without writing: every row with its errors. */
export interface JobImportPreview {
  rows: JobImportRow[];
  valid: number;
  invalid: number;
}

/** What an import did: the valid rows saved in one transaction, the others refused and listed. */
export interface JobImportResult {
  imported: number;
  ids: string[];
  refused: JobImportRow[];
}

export interface VideoInput {
  /** The Filipino version (issue 29): every field optional; null removes it. */
  fil?: VideoFilTexts | null;
  title: string;
  speaker: string;
  speakerRole: string;
  /** A YouTube id or a YouTube watch, share or embed URL; stored as the id. */
  youtube?: string | null;
  durationSeconds?: number | null;
  categories: CareerCategory[];
  publishedOn: string;
  description?: string;
  published?: boolean;
}

export interface EventInput {
  /** The Filipino version (issue 29): every field optional; null removes it. */
  fil?: EventFilTexts | null;
  title: string;
  description: string;
  startAt: string;
  endAt: string;
  format: EventFormat;
  location?: string | null;
  onlineUrl?: string | null;
  bannerImageUrl?: string | null;
  registrationCloseAt?: string | null;
  capacity?: number | null;
  needsApproval?: boolean;
  published?: boolean;
}

export interface FaqInput {
  /** The Filipino version (issue 29): every field optional; null removes it. */
  fil?: FaqFilTexts | null;
  slug?: string | null;
  question: string;
  answer: string;
  topic?: string;
  position?: number;
  published?: boolean;
}

export interface CoachingResourceInput {
  /** The Filipino version (issue 29): every field optional; null removes it. */
  fil?: CoachingResourceFilTexts | null;
  title: string;
  body: string;
  linkUrl?: string | null;
  linkLabel?: string | null;
  position?: number;
  published?: boolean;
}

export interface AdminListQuery extends ListQuery {
  q?: string;
  /** true: published only; false: unpublished only; absent: both. */
  published?: boolean;
  /** Careers, jobs and videos only. */
  category?: CareerCategory;
}

/** The caller of a registration message, as the BFF's session knows them. */
export interface Registrant {
  userId: string;
  email: string;
  username: string | null;
  /** First and last name, which admins see on the registration; the username when left out. */
  fullName?: string | null;
  /** The first name the e-mails greet by ("Hi Juan,"); "Hi there," when left out. */
  firstName?: string | null;
  /** The language of their e-mails; 'en' when left out. */
  language?: Language;
  /** The IANA zone of their e-mails' times; Asia/Manila when left out. */
  timeZone?: string;
}

export type AdminRegistrationAction = 'APPROVE' | 'REJECT' | 'COMPLETE' | 'DROP_OUT';
