/**
 * Validation classes of the content API: the BFF validates HTTP input with them (and documents it
 * on the OpenAPI page), and the content service validates message payloads with the same classes.
 *
 * Not exported from index.ts on purpose: the SPA imports @lakbay/contracts, and these classes bring
 * class-validator and @nestjs/swagger with them. Import this file by path.
 */
import { PartialType } from '@nestjs/swagger';
import { Bool, DateTime, Int, type IntOptions, ListOf, Nested, OneOf, Text, Url } from './field-decorators';
import { isURL, type ValidatorConstraintInterface, ValidatorConstraint } from 'class-validator';
import {
  type AdminRegistrationAction,
  CAREER_CATEGORY_KEYS,
  type CareerCategory,
  type CareerFilTexts,
  type CareerInput,
  type CoachingResourceFilTexts,
  type EventFilTexts,
  type FaqFilTexts,
  type JobFilTexts,
  type VideoFilTexts,
  type CareerListQuery,
  type CareerSkills,
  type CoachingResourceInput,
  EMPLOYMENT_TYPES,
  type EducationPaths,
  type EmploymentType,
  EVENT_FORMATS,
  type EventFormat,
  type EventInput,
  type EventListQuery,
  type EventWhen,
  type FaqInput,
  JOB_IMPORT_FORMATS,
  type JobImportFormat,
  type JobImportRequest,
  type JobInput,
  type JobListQuery,
  MAX_JOB_IMPORT_CHARS,
  MAX_PAGE_SIZE,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
  type SalaryRange,
  SHS_STRANDS,
  type ShsStrand,
  type VideoInput,
  type VideoListQuery,
  WORK_TYPES,
  type WorkType,
} from './content';
import { parseYoutubeId } from './content.youtube';
import {
  type CareerSuggestionQuery,
  INTEREST_CODE_PATTERN,
  INTEREST_CODE_RULE,
  INTEREST_SCORES_PATTERN,
  INTEREST_SCORES_RULE,
} from './interests';

const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_ONLY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

@ValidatorConstraint({ name: 'youtube' })
class YoutubeReference implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return value === null || value === undefined || value === '' || (typeof value === 'string' && parseYoutubeId(value) !== null);
  }
  defaultMessage(): string {
    return 'YouTube video must be an 11-character video id or a YouTube link.';
  }
}

/** A web address or a path of the platform itself (one leading slash). */
@ValidatorConstraint({ name: 'link' })
class LinkReference implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (/^\/(?!\/)\S*$/.test(value) || isURL(value, HTTP_URL));
  }
  defaultMessage(): string {
    return 'Link must be a web address starting with http:// or https://, or a page path starting with /.';
  }
}

// ---- Lists -------------------------------------------------------------------------------------

const SEARCH_WORDS = { max: 100, optional: true } as const;
const CATEGORY_RULE = 'Category must be one of the career categories.';
const SALARY = {
  min: [0, 'Salaries cannot be negative.'],
  max: [10000000, 'Salaries must be monthly figures.'],
} satisfies Partial<IntOptions>;
const POSITION = {
  min: [0, 'Position must be 0 or more.'],
  max: [100000, 'Position must be at most 100000.'],
} satisfies Partial<IntOptions>;
const PUBLISHED = { optional: 'not-null', api: { default: false } } as const;
const SLUG_RULE: [RegExp, string] = [SLUG_PATTERN, 'Slug may use lower-case letters, digits and single hyphens only.'];

export class ListQueryDto {
  @Int({
    int: 'Page must be a whole number.',
    min: [1, 'Page must be 1 or more.'],
    max: [100000, 'Page is too large.'],
    query: true,
    optional: true,
    api: { minimum: 1, default: 1, description: 'Page number, from 1.' },
  })
  page?: number;

  @Int({
    int: 'Page size must be a whole number.',
    min: [1, 'Page size must be 1 or more.'],
    max: [MAX_PAGE_SIZE, `Page size must be ${MAX_PAGE_SIZE} or less.`],
    query: true,
    optional: true,
    api: { minimum: 1, maximum: MAX_PAGE_SIZE, default: 12 },
  })
  pageSize?: number;
}

export class CareerListQueryDto extends ListQueryDto implements CareerListQuery {
  @OneOf(CAREER_CATEGORY_KEYS, CATEGORY_RULE, { optional: true })
  category?: CareerCategory;

  @Text('Search words', { ...SEARCH_WORDS, api: { description: 'Words in the title or summary.', maxLength: 100 } })
  q?: string;
}

export class CareerSuggestionQueryDto extends ListQueryDto implements CareerSuggestionQuery {
  @Text('Interests', {
    type: INTEREST_CODE_RULE,
    pattern: [INTEREST_CODE_PATTERN, INTEREST_CODE_RULE],
    case: 'upper',
    api: { description: 'A Holland code: 1 to 3 different letters of RIASEC, strongest first.', example: 'SIA' },
  })
  interests!: string;

  @Text('Scores', {
    type: INTEREST_SCORES_RULE,
    pattern: [INTEREST_SCORES_PATTERN, INTEREST_SCORES_RULE],
    optional: true,
    api: {
      description:
        'The quiz scores, six numbers 0 to 10 in R, I, A, S, E, C order. When given they rank the careers instead of the code, so areas tied at the third place all count.',
      example: '2,7,7,10,1,0',
    },
  })
  scores?: string;
}

export class JobListQueryDto extends ListQueryDto implements JobListQuery {
  @OneOf(CAREER_CATEGORY_KEYS, CATEGORY_RULE, { optional: true })
  category?: CareerCategory;

  @OneOf(WORK_TYPES, 'Work type must be ON_SITE, REMOTE or HYBRID.', { optional: true })
  workType?: WorkType;

  @OneOf(EMPLOYMENT_TYPES, `Employment type must be one of ${EMPLOYMENT_TYPES.join(', ')}.`, { optional: true })
  employmentType?: EmploymentType;

  @Text('Location', { ...SEARCH_WORDS, api: { description: 'Part of the location, e.g. Cebu.', maxLength: 100 } })
  location?: string;

  @Text('Search words', { ...SEARCH_WORDS, api: { description: 'Words in the title, company or description.', maxLength: 100 } })
  q?: string;
}

export class VideoListQueryDto extends ListQueryDto implements VideoListQuery {
  @OneOf(CAREER_CATEGORY_KEYS, CATEGORY_RULE, { optional: true })
  category?: CareerCategory;

  @Text('Search words', { ...SEARCH_WORDS, api: { description: 'Words in the title, speaker or description.', maxLength: 100 } })
  q?: string;
}

export class EventListQueryDto extends ListQueryDto implements EventListQuery {
  @OneOf(['upcoming', 'past', 'all'], 'When must be upcoming, past or all.', { optional: true, api: { default: 'upcoming' } })
  when?: EventWhen;
}

export class AdminListQueryDto extends ListQueryDto {
  @Text('Search words', { ...SEARCH_WORDS, api: { maxLength: 100 } })
  q?: string;

  @Bool('Published', { fromText: true, optional: true, api: { description: 'true: published only; false: unpublished only.' } })
  published?: boolean;

  @OneOf(CAREER_CATEGORY_KEYS, CATEGORY_RULE, { optional: true, api: { description: 'Careers, jobs and videos only.' } })
  category?: CareerCategory;
}

export class RegistrationListQueryDto extends ListQueryDto {
  @OneOf(REGISTRATION_STATUSES, `Status must be one of ${REGISTRATION_STATUSES.join(', ')}.`, { optional: true })
  status?: RegistrationStatus;
}

// ---- Careers -----------------------------------------------------------------------------------

export class SalaryRangeDto implements SalaryRange {
  @Int({
    int: 'Entry salary (lowest) must be a whole number of pesos.',
    ...SALARY,
    api: { example: 25000, description: 'Pesos per month, entry level (lowest).' },
  })
  entryMin!: number;

  @Int({ int: 'Entry salary (highest) must be a whole number of pesos.', ...SALARY, api: { example: 35000 } })
  entryMax!: number;

  @Int({
    int: 'Experienced salary (lowest) must be a whole number of pesos.',
    ...SALARY,
    api: { example: 60000, description: 'Pesos per month, experienced (lowest).' },
  })
  experiencedMin!: number;

  @Int({ int: 'Experienced salary (highest) must be a whole number of pesos.', ...SALARY, api: { example: 120000 } })
  experiencedMax!: number;

  @Int({
    int: 'Salary year must be a year.',
    min: [2000, 'Salary year must be 2000 or later.'],
    max: [2100, 'Salary year must be a year.'],
    api: { example: 2024, description: 'Year the figures describe.' },
  })
  year!: number;

  @Text('Salary source', { length: [2, 200], api: { example: 'JobStreet by SEEK salary data (Philippines)' } })
  source!: string;
}

export class CareerSkillsDto implements CareerSkills {
  @ListOf('Hard skills', {
    of: { text: 'skill', length: [1, 100] },
    max: [30, 'List at most 30 hard skills.'],
    api: { example: ['SQL', 'Spreadsheets'] },
  })
  hard!: string[];

  @ListOf('Soft skills', {
    of: { text: 'skill', length: [1, 100] },
    max: [30, 'List at most 30 soft skills.'],
    api: { example: ['Curiosity'] },
  })
  soft!: string[];
}

export class EducationPathsDto implements EducationPaths {
  @ListOf('Senior-high strands', {
    of: { oneOf: SHS_STRANDS, message: 'Each strand must be STEM, ABM, HUMSS, GAS or TVL.' },
    max: [5, 'There are only five strands.'],
  })
  shsStrands!: ShsStrand[];

  @ListOf('College courses', {
    of: { text: 'course', length: [2, 200] },
    max: [20, 'List at most 20 college courses.'],
    api: { example: ['BS Computer Science'] },
  })
  collegeCourses!: string[];

  @ListOf('TESDA certificates', {
    of: { text: 'certificate', length: [2, 200] },
    max: [20, 'List at most 20 TESDA certificates.'],
    api: { example: ['Computer Systems Servicing NC II'] },
  })
  tesdaCertificates!: string[];

  @ListOf('Licensure examinations', {
    of: { text: 'licensure examination', length: [2, 200] },
    max: [10, 'List at most 10 licensure examinations.'],
    optional: true,
    api: { example: ['Nurse Licensure Examination (PRC)'] },
  })
  licensureExams?: string[];
}

// ---- Filipino versions (issue 29) -----------------------------------------------------------------
// Every field optional (null or left out: shown in English), with the English field's limits.

const FIL = { optional: true, api: { nullable: true } } as const;

export class CareerFilSkillsDto {
  @ListOf('Hard skills (Filipino)', { of: { text: 'skill', length: [1, 100] }, max: [30, 'List at most 30 hard skills.'], ...FIL })
  hard?: string[] | null;

  @ListOf('Soft skills (Filipino)', { of: { text: 'skill', length: [1, 100] }, max: [30, 'List at most 30 soft skills.'], ...FIL })
  soft?: string[] | null;
}

export class CareerFilDto implements CareerFilTexts {
  @Text('Title (Filipino)', { length: [2, 120], ...FIL })
  title?: string | null;

  @Text('Summary (Filipino)', { length: [10, 600], ...FIL })
  summary?: string | null;

  @Text('A day in the life (Filipino)', { length: [10, 4000], ...FIL })
  dayInTheLife?: string | null;

  @ListOf('Key tasks (Filipino)', { of: { text: 'task', length: [1, 300] }, max: [20, 'List at most 20 key tasks.'], ...FIL })
  keyTasks?: string[] | null;

  @Nested(CareerFilSkillsDto, { notObject: 'Skills (Filipino) must be an object with lists of hard and soft skills.', ...FIL })
  skills?: CareerFilSkillsDto | null;

  @Text('Outlook (Filipino)', { length: [1, 2000], ...FIL })
  outlook?: string | null;
}

export class JobFilDto implements JobFilTexts {
  @Text('Description (Filipino)', { length: [10, 8000], ...FIL })
  description?: string | null;
}

export class VideoFilDto implements VideoFilTexts {
  @Text('Description (Filipino)', { max: 4000, ...FIL })
  description?: string | null;
}

export class EventFilDto implements EventFilTexts {
  @Text('Title (Filipino)', { length: [2, 150], ...FIL })
  title?: string | null;

  @Text('Description (Filipino)', { length: [1, 8000], ...FIL })
  description?: string | null;
}

export class FaqFilDto implements FaqFilTexts {
  @Text('Question (Filipino)', { length: [3, 300], ...FIL })
  question?: string | null;

  @Text('Answer (Filipino)', { length: [1, 8000], ...FIL })
  answer?: string | null;

  @Text('Topic (Filipino)', { length: [1, 80], ...FIL })
  topic?: string | null;
}

export class CoachingResourceFilDto implements CoachingResourceFilTexts {
  @Text('Title (Filipino)', { length: [2, 150], ...FIL })
  title?: string | null;

  @Text('Body (Filipino)', { length: [1, 8000], ...FIL })
  body?: string | null;

  @Text('Link label (Filipino)', { length: [1, 80], ...FIL })
  linkLabel?: string | null;
}

const FIL_VERSION = 'The Filipino version must be an object of the texts in Filipino.';

export class CareerDto implements CareerInput {
  @Nested(CareerFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: CareerFilDto | null;

  @Text('Slug', {
    length: [2, 80],
    pattern: SLUG_RULE,
    trim: false,
    optional: 'not-null',
    api: { example: 'data-analyst', description: 'Made from the title when left out. Unique.' },
  })
  slug?: string;

  @Text('Title', { length: [2, 120], api: { example: 'Data Analyst' } })
  title!: string;

  @OneOf(CAREER_CATEGORY_KEYS, CATEGORY_RULE)
  category!: CareerCategory;

  @Text('Summary', { length: [10, 600] })
  summary!: string;

  @Text('A day in the life', { length: [10, 4000] })
  dayInTheLife!: string;

  @ListOf('Key tasks', {
    of: { text: 'task', length: [1, 300] },
    min: [1, 'List at least one key task.'],
    max: [20, 'List at most 20 key tasks.'],
  })
  keyTasks!: string[];

  @Nested(CareerSkillsDto, { notObject: 'Skills are required: give lists of hard and soft skills.' })
  skills!: CareerSkillsDto;

  @Nested(EducationPathsDto, { notObject: 'Education paths are required.' })
  education!: EducationPathsDto;

  @Nested(SalaryRangeDto, {
    notObject: 'Salary must be an object with the range, year and source.',
    optional: true,
    api: { nullable: true },
  })
  salary!: SalaryRangeDto | null;

  @Text('Outlook', { length: [1, 2000] })
  outlook!: string;

  @ListOf('Related careers', {
    of: { uuid: 'Each related career must be a career id.' },
    max: [12, 'Link at most 12 related careers.'],
    optional: 'not-null',
  })
  relatedCareerIds?: string[];

  @ListOf('Related videos', {
    of: { uuid: 'Each related video must be a video id.' },
    max: [12, 'Link at most 12 related videos.'],
    optional: 'not-null',
  })
  relatedVideoIds?: string[];

  @Bool('Published', PUBLISHED)
  published?: boolean;
}

export class UpdateCareerDto extends PartialType(CareerDto, { skipNullProperties: false }) {}

// ---- Jobs --------------------------------------------------------------------------------------

export class JobDto implements JobInput {
  @Nested(JobFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: JobFilDto | null;

  @Text('Title', { length: [2, 150], api: { example: 'Junior Data Analyst' } })
  title!: string;

  @Text('Company', { length: [1, 150], api: { example: 'Bituin Analytics (sample)' } })
  company!: string;

  @Text('Location', { length: [1, 150], api: { example: 'Makati City, Metro Manila' } })
  location!: string;

  @OneOf(WORK_TYPES, 'Work type must be ON_SITE, REMOTE or HYBRID.')
  workType!: WorkType;

  @OneOf(EMPLOYMENT_TYPES, `Employment type must be one of ${EMPLOYMENT_TYPES.join(', ')}.`)
  employmentType!: EmploymentType;

  @Int({
    int: 'Lowest salary must be a whole number of pesos.',
    ...SALARY,
    optional: true,
    api: { nullable: true, description: 'Pesos per month.' },
  })
  salaryMin?: number | null;

  @Int({
    int: 'Highest salary must be a whole number of pesos.',
    ...SALARY,
    optional: true,
    api: { nullable: true, description: 'Pesos per month.' },
  })
  salaryMax?: number | null;

  @OneOf(CAREER_CATEGORY_KEYS, CATEGORY_RULE)
  category!: CareerCategory;

  @Text('Description', { length: [10, 8000] })
  description!: string;

  @Url('Apply link', { api: { example: 'https://careers.example.ph/jobs/123' } })
  applyUrl!: string;

  @DateTime('Posted date', { optional: 'not-null', api: { description: 'Defaults to now.' } })
  postedAt?: string;

  @DateTime('Deadline', { optional: true, api: { nullable: true, description: 'After it the job leaves the public list.' } })
  deadline?: string | null;

  @Bool('Sample', { optional: 'not-null', api: { default: false, description: 'A sample posting (shown as such).' } })
  isSample?: boolean;

  @Bool('Published', PUBLISHED)
  published?: boolean;
}

export class UpdateJobDto extends PartialType(JobDto, { skipNullProperties: false }) {}

/** A file of postings to preview or import (the web page reads the file and sends its text). */
export class JobImportDto implements JobImportRequest {
  @OneOf(JOB_IMPORT_FORMATS, 'Format must be csv or json.')
  format!: JobImportFormat;

  @Text('File', {
    trim: false,
    length: [1, MAX_JOB_IMPORT_CHARS],
    api: { description: 'The file as text: CSV with a header row, or a JSON array of postings.' },
  })
  content!: string;
}

// ---- Videos ------------------------------------------------------------------------------------

export class VideoDto implements VideoInput {
  @Nested(VideoFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: VideoFilDto | null;

  @Text('Title', { length: [2, 200], api: { example: 'How to speak so that people want to listen' } })
  title!: string;

  @Text('Speaker', { length: [1, 120], api: { example: 'Julian Treasure' } })
  speaker!: string;

  @Text("Speaker's role", { length: [1, 160], api: { example: 'Sound and communication expert' } })
  speakerRole!: string;

  @Text('YouTube video', {
    check: YoutubeReference,
    trim: false,
    optional: true,
    api: { nullable: true, description: 'YouTube video id or link; empty until known.' },
  })
  youtube?: string | null;

  @Int({
    int: 'Duration must be a whole number of seconds.',
    min: [1, 'Duration must be at least 1 second.'],
    max: [36000, 'Duration must be at most 10 hours.'],
    optional: true,
    api: { nullable: true, description: 'Length in seconds.' },
  })
  durationSeconds?: number | null;

  @ListOf('Categories', {
    of: { oneOf: CAREER_CATEGORY_KEYS, message: 'Each category must be one of the career categories.' },
    min: [1, 'Choose at least one category.'],
    max: [CAREER_CATEGORY_KEYS.length, 'Choose each category once.'],
  })
  categories!: CareerCategory[];

  @Text('Published date', {
    pattern: [DATE_ONLY, 'Published date must be a date (YYYY-MM-DD).'],
    trim: false,
    api: { example: '2014-06-27', description: 'Date published (YYYY-MM-DD).' },
  })
  publishedOn!: string;

  @Text('Description', { max: 4000, optional: 'not-null' })
  description?: string;

  @Bool('Published', PUBLISHED)
  published?: boolean;
}

export class UpdateVideoDto extends PartialType(VideoDto, { skipNullProperties: false }) {}

// ---- Events ------------------------------------------------------------------------------------

export class EventDto implements EventInput {
  @Nested(EventFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: EventFilDto | null;

  @Text('Title', { length: [2, 150], api: { example: 'Career Talk: Life in Data' } })
  title!: string;

  @Text('Description', { length: [1, 8000] })
  description!: string;

  @DateTime('Start')
  startAt!: string;

  @DateTime('End')
  endAt!: string;

  @OneOf(EVENT_FORMATS, 'Format must be ONLINE, ONSITE or HYBRID.')
  format!: EventFormat;

  @Text('Location', {
    length: [1, 300],
    optional: true,
    api: { nullable: true, description: 'Venue; required for onsite and hybrid events.' },
  })
  location?: string | null;

  @Url('Online link', { optional: true, api: { nullable: true, description: 'Meeting link for online and hybrid events.' } })
  onlineUrl?: string | null;

  @Url('Banner image', { tooLong: 'Banner image address is too long.', optional: true, api: { nullable: true } })
  bannerImageUrl?: string | null;

  @DateTime('Registration close', { optional: true, api: { nullable: true, description: 'Defaults to the start.' } })
  registrationCloseAt?: string | null;

  @Int({
    int: 'Capacity must be a whole number.',
    min: [1, 'Capacity must be at least 1 (leave it empty for no limit).'],
    max: [100000, 'Capacity must be at most 100000.'],
    optional: true,
    api: { nullable: true, description: 'Seats; empty for no limit.' },
  })
  capacity?: number | null;

  @Bool('Needs approval', PUBLISHED)
  needsApproval?: boolean;

  @Bool('Published', PUBLISHED)
  published?: boolean;
}

export class UpdateEventDto extends PartialType(EventDto, { skipNullProperties: false }) {}

export class RegisterDto {
  @Bool('Interest only', { optional: 'not-null', api: { default: false, description: 'Only say you are interested (holds no seat).' } })
  interestOnly?: boolean;
}

export const ADMIN_REGISTRATION_ACTIONS: readonly AdminRegistrationAction[] = ['APPROVE', 'REJECT', 'COMPLETE', 'DROP_OUT'];

export class RegistrationActionDto {
  @OneOf(ADMIN_REGISTRATION_ACTIONS, 'Action must be APPROVE, REJECT, COMPLETE or DROP_OUT.')
  action!: AdminRegistrationAction;
}

// ---- FAQs and coaching resources -------------------------------------------------------------

export class FaqDto implements FaqInput {
  @Nested(FaqFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: FaqFilDto | null;

  @Text('Slug', {
    length: [2, 80],
    pattern: SLUG_RULE,
    trim: false,
    optional: true,
    api: { nullable: true, example: 'add-availability', description: 'Stable key pages link to. Unique.' },
  })
  slug?: string | null;

  @Text('Question', { length: [3, 300] })
  question!: string;

  @Text('Answer', { length: [1, 8000] })
  answer!: string;

  @Text('Topic', { length: [1, 80], optional: 'not-null', api: { default: 'General' } })
  topic?: string;

  @Int({
    int: 'Position must be a whole number.',
    ...POSITION,
    optional: 'not-null',
    api: { default: 0, description: 'Lower comes first.' },
  })
  position?: number;

  @Bool('Published', PUBLISHED)
  published?: boolean;
}

export class UpdateFaqDto extends PartialType(FaqDto, { skipNullProperties: false }) {}

export class CoachingResourceDto implements CoachingResourceInput {
  @Nested(CoachingResourceFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: CoachingResourceFilDto | null;

  @Text('Title', { length: [2, 150] })
  title!: string;

  @Text('Body', { length: [1, 8000] })
  body!: string;

  @Text('Link', {
    max: 2000,
    tooLong: 'Link is too long.',
    check: LinkReference,
    trim: false,
    optional: true,
    api: { nullable: true, description: 'A web address, or a page of the platform such as /faqs/add-availability.' },
  })
  linkUrl?: string | null;

  @Text('Link label', { length: [1, 80], optional: true, api: { nullable: true } })
  linkLabel?: string | null;

  @Int({ int: 'Position must be a whole number.', ...POSITION, optional: 'not-null', api: { default: 0 } })
  position?: number;

  @Bool('Published', PUBLISHED)
  published?: boolean;
}

export class UpdateCoachingResourceDto extends PartialType(CoachingResourceDto, { skipNullProperties: false }) {}

// ---- Change feed -------------------------------------------------------------------------------

export class ChangesQueryDto {
  @Int({
    int: 'after must be a whole number.',
    min: [0, 'after must be 0 or more.'],
    query: true,
    optional: 'not-null',
    api: { minimum: 0, default: 0, description: 'Entries after this sequence number.' },
  })
  after!: number;

  @Int({
    int: 'limit must be a whole number.',
    min: [1, 'limit must be 1 or more.'],
    max: [1000, 'limit must be 1000 or less.'],
    query: true,
    optional: 'not-null',
    api: { minimum: 1, maximum: 1000, default: 100 },
  })
  limit!: number;
}
