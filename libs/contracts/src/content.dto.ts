/**
 * Validation classes of the content API: the BFF validates HTTP input with them (and documents it
 * on the OpenAPI page), and the content service validates message payloads with the same classes.
 *
 * Not exported from index.ts on purpose: the SPA imports @lakbay/contracts, and these classes bring
 * class-validator and @nestjs/swagger with them. Import this file by path.
 */
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  isURL,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateIf,
  ValidateNested,
  type ValidatorConstraintInterface,
  ValidatorConstraint,
} from 'class-validator';
import {
  type AdminRegistrationAction,
  CAREER_CATEGORY_KEYS,
  type CareerCategory,
  type CareerInput,
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
  type JobInput,
  type JobListQuery,
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
import { type CareerSuggestionQuery, INTEREST_CODE_PATTERN, INTEREST_CODE_RULE } from './interests';

const say = (message: string) => ({ message });
/** Optional but never null: the field may be left out; null is checked (and refused) like any value. */
const Optional = () => ValidateIf((_object: unknown, value: unknown) => value !== undefined);
const each = (message: string) => ({ each: true, message });
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_ONLY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Query strings carry "true"/"false"; messages carry booleans. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value;

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

export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'Page number, from 1.' })
  @IsOptional()
  @Type(() => Number)
  @Max(100000, say('Page is too large.'))
  @Min(1, say('Page must be 1 or more.'))
  @IsInt(say('Page must be a whole number.'))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 12 })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, say(`Page size must be ${MAX_PAGE_SIZE} or less.`))
  @Min(1, say('Page size must be 1 or more.'))
  @IsInt(say('Page size must be a whole number.'))
  pageSize?: number;
}

export class CareerListQueryDto extends ListQueryDto implements CareerListQuery {
  @ApiPropertyOptional({ enum: CAREER_CATEGORY_KEYS })
  @IsOptional()
  @IsIn(CAREER_CATEGORY_KEYS, say('Category must be one of the career categories.'))
  category?: CareerCategory;

  @ApiPropertyOptional({ description: 'Words in the title or summary.', maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, say('Search words must be at most 100 characters.'))
  @IsString(say('Search words must be text.'))
  q?: string;
}

export class CareerSuggestionQueryDto extends ListQueryDto implements CareerSuggestionQuery {
  @ApiProperty({ description: 'A Holland code: 1 to 3 different letters of RIASEC, strongest first.', example: 'SIA' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(INTEREST_CODE_PATTERN, say(INTEREST_CODE_RULE))
  @IsString(say(INTEREST_CODE_RULE))
  interests!: string;
}

export class JobListQueryDto extends ListQueryDto implements JobListQuery {
  @ApiPropertyOptional({ enum: CAREER_CATEGORY_KEYS })
  @IsOptional()
  @IsIn(CAREER_CATEGORY_KEYS, say('Category must be one of the career categories.'))
  category?: CareerCategory;

  @ApiPropertyOptional({ enum: WORK_TYPES })
  @IsOptional()
  @IsIn(WORK_TYPES, say('Work type must be ON_SITE, REMOTE or HYBRID.'))
  workType?: WorkType;

  @ApiPropertyOptional({ enum: EMPLOYMENT_TYPES })
  @IsOptional()
  @IsIn(EMPLOYMENT_TYPES, say(`Employment type must be one of ${EMPLOYMENT_TYPES.join(', ')}.`))
  employmentType?: EmploymentType;

  @ApiPropertyOptional({ description: 'Part of the location, e.g. Cebu.', maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, say('Location must be at most 100 characters.'))
  @IsString(say('Location must be text.'))
  location?: string;

  @ApiPropertyOptional({ description: 'Words in the title, company or description.', maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, say('Search words must be at most 100 characters.'))
  @IsString(say('Search words must be text.'))
  q?: string;
}

export class VideoListQueryDto extends ListQueryDto implements VideoListQuery {
  @ApiPropertyOptional({ enum: CAREER_CATEGORY_KEYS })
  @IsOptional()
  @IsIn(CAREER_CATEGORY_KEYS, say('Category must be one of the career categories.'))
  category?: CareerCategory;

  @ApiPropertyOptional({ description: 'Words in the title, speaker or description.', maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, say('Search words must be at most 100 characters.'))
  @IsString(say('Search words must be text.'))
  q?: string;
}

export class EventListQueryDto extends ListQueryDto implements EventListQuery {
  @ApiPropertyOptional({ enum: ['upcoming', 'past', 'all'], default: 'upcoming' })
  @IsOptional()
  @IsIn(['upcoming', 'past', 'all'], say('When must be upcoming, past or all.'))
  when?: EventWhen;
}

export class AdminListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, say('Search words must be at most 100 characters.'))
  @IsString(say('Search words must be text.'))
  q?: string;

  @ApiPropertyOptional({ description: 'true: published only; false: unpublished only.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean(say('Published must be true or false.'))
  published?: boolean;

  @ApiPropertyOptional({ enum: CAREER_CATEGORY_KEYS, description: 'Careers, jobs and videos only.' })
  @IsOptional()
  @IsIn(CAREER_CATEGORY_KEYS, say('Category must be one of the career categories.'))
  category?: CareerCategory;
}

export class RegistrationListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: REGISTRATION_STATUSES })
  @IsOptional()
  @IsIn(REGISTRATION_STATUSES, say(`Status must be one of ${REGISTRATION_STATUSES.join(', ')}.`))
  status?: RegistrationStatus;
}

// ---- Careers -----------------------------------------------------------------------------------

export class SalaryRangeDto implements SalaryRange {
  @ApiProperty({ example: 25000, description: 'Pesos per month, entry level (lowest).' })
  @Max(10000000, say('Salaries must be monthly figures.'))
  @Min(0, say('Salaries cannot be negative.'))
  @IsInt(say('Entry salary (lowest) must be a whole number of pesos.'))
  entryMin!: number;

  @ApiProperty({ example: 35000 })
  @Max(10000000, say('Salaries must be monthly figures.'))
  @Min(0, say('Salaries cannot be negative.'))
  @IsInt(say('Entry salary (highest) must be a whole number of pesos.'))
  entryMax!: number;

  @ApiProperty({ example: 60000, description: 'Pesos per month, experienced (lowest).' })
  @Max(10000000, say('Salaries must be monthly figures.'))
  @Min(0, say('Salaries cannot be negative.'))
  @IsInt(say('Experienced salary (lowest) must be a whole number of pesos.'))
  experiencedMin!: number;

  @ApiProperty({ example: 120000 })
  @Max(10000000, say('Salaries must be monthly figures.'))
  @Min(0, say('Salaries cannot be negative.'))
  @IsInt(say('Experienced salary (highest) must be a whole number of pesos.'))
  experiencedMax!: number;

  @ApiProperty({ example: 2024, description: 'Year the figures describe.' })
  @Max(2100, say('Salary year must be a year.'))
  @Min(2000, say('Salary year must be 2000 or later.'))
  @IsInt(say('Salary year must be a year.'))
  year!: number;

  @ApiProperty({ example: 'JobStreet by SEEK salary data (Philippines)' })
  @Transform(trim)
  @Length(2, 200, say('Salary source must be 2 to 200 characters.'))
  @IsString(say('Salary source is required.'))
  source!: string;
}

export class CareerSkillsDto implements CareerSkills {
  @ApiProperty({ type: [String], example: ['SQL', 'Spreadsheets'] })
  @Transform(trimEach)
  @Length(1, 100, each('Each skill must be 1 to 100 characters.'))
  @IsString(each('Each skill must be text.'))
  @ArrayMaxSize(30, say('List at most 30 hard skills.'))
  @IsArray(say('Hard skills must be a list.'))
  hard!: string[];

  @ApiProperty({ type: [String], example: ['Curiosity'] })
  @Transform(trimEach)
  @Length(1, 100, each('Each skill must be 1 to 100 characters.'))
  @IsString(each('Each skill must be text.'))
  @ArrayMaxSize(30, say('List at most 30 soft skills.'))
  @IsArray(say('Soft skills must be a list.'))
  soft!: string[];
}

export class EducationPathsDto implements EducationPaths {
  @ApiProperty({ enum: SHS_STRANDS, isArray: true })
  @IsIn(SHS_STRANDS, each('Each strand must be STEM, ABM, HUMSS, GAS or TVL.'))
  @ArrayMaxSize(5, say('There are only five strands.'))
  @IsArray(say('Senior-high strands must be a list.'))
  shsStrands!: ShsStrand[];

  @ApiProperty({ type: [String], example: ['BS Computer Science'] })
  @Transform(trimEach)
  @Length(2, 200, each('Each course must be 2 to 200 characters.'))
  @IsString(each('Each course must be text.'))
  @ArrayMaxSize(20, say('List at most 20 college courses.'))
  @IsArray(say('College courses must be a list.'))
  collegeCourses!: string[];

  @ApiProperty({ type: [String], example: ['Computer Systems Servicing NC II'] })
  @Transform(trimEach)
  @Length(2, 200, each('Each certificate must be 2 to 200 characters.'))
  @IsString(each('Each certificate must be text.'))
  @ArrayMaxSize(20, say('List at most 20 TESDA certificates.'))
  @IsArray(say('TESDA certificates must be a list.'))
  tesdaCertificates!: string[];

  @ApiPropertyOptional({ type: [String], example: ['Nurse Licensure Examination (PRC)'] })
  @IsOptional()
  @Transform(trimEach)
  @Length(2, 200, each('Each licensure examination must be 2 to 200 characters.'))
  @IsString(each('Each licensure examination must be text.'))
  @ArrayMaxSize(10, say('List at most 10 licensure examinations.'))
  @IsArray(say('Licensure examinations must be a list.'))
  licensureExams?: string[];
}

export class CareerDto implements CareerInput {
  @ApiPropertyOptional({ example: 'data-analyst', description: 'Made from the title when left out. Unique.' })
  @Optional()
  @Matches(SLUG_PATTERN, say('Slug may use lower-case letters, digits and single hyphens only.'))
  @Length(2, 80, say('Slug must be 2 to 80 characters.'))
  @IsString(say('Slug must be text.'))
  slug?: string;

  @ApiProperty({ example: 'Data Analyst' })
  @Transform(trim)
  @Length(2, 120, say('Title must be 2 to 120 characters.'))
  @IsString(say('Title is required.'))
  title!: string;

  @ApiProperty({ enum: CAREER_CATEGORY_KEYS })
  @IsIn(CAREER_CATEGORY_KEYS, say('Category must be one of the career categories.'))
  category!: CareerCategory;

  @ApiProperty()
  @Transform(trim)
  @Length(10, 600, say('Summary must be 10 to 600 characters.'))
  @IsString(say('Summary is required.'))
  summary!: string;

  @ApiProperty()
  @Transform(trim)
  @Length(10, 4000, say('A day in the life must be 10 to 4000 characters.'))
  @IsString(say('A day in the life is required.'))
  dayInTheLife!: string;

  @ApiProperty({ type: [String] })
  @Transform(trimEach)
  @Length(1, 300, each('Each task must be 1 to 300 characters.'))
  @IsString(each('Each task must be text.'))
  @ArrayMaxSize(20, say('List at most 20 key tasks.'))
  @ArrayMinSize(1, say('List at least one key task.'))
  @IsArray(say('Key tasks must be a list.'))
  keyTasks!: string[];

  @ApiProperty({ type: CareerSkillsDto })
  @ValidateNested()
  @Type(() => CareerSkillsDto)
  @IsObject(say('Skills are required: give lists of hard and soft skills.'))
  skills!: CareerSkillsDto;

  @ApiProperty({ type: EducationPathsDto })
  @ValidateNested()
  @Type(() => EducationPathsDto)
  @IsObject(say('Education paths are required.'))
  education!: EducationPathsDto;

  @ApiPropertyOptional({ type: SalaryRangeDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => SalaryRangeDto)
  @IsObject(say('Salary must be an object with the range, year and source.'))
  salary!: SalaryRangeDto | null;

  @ApiProperty()
  @Transform(trim)
  @Length(1, 2000, say('Outlook must be 1 to 2000 characters.'))
  @IsString(say('Outlook is required.'))
  outlook!: string;

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @Optional()
  @IsUUID('all', each('Each related career must be a career id.'))
  @ArrayMaxSize(12, say('Link at most 12 related careers.'))
  @IsArray(say('Related careers must be a list.'))
  relatedCareerIds?: string[];

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @Optional()
  @IsUUID('all', each('Each related video must be a video id.'))
  @ArrayMaxSize(12, say('Link at most 12 related videos.'))
  @IsArray(say('Related videos must be a list.'))
  relatedVideoIds?: string[];

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(say('Published must be true or false.'))
  published?: boolean;
}

export class UpdateCareerDto extends PartialType(CareerDto, { skipNullProperties: false }) {}

// ---- Jobs --------------------------------------------------------------------------------------

export class JobDto implements JobInput {
  @ApiProperty({ example: 'Junior Data Analyst' })
  @Transform(trim)
  @Length(2, 150, say('Title must be 2 to 150 characters.'))
  @IsString(say('Title is required.'))
  title!: string;

  @ApiProperty({ example: 'Bituin Analytics (sample)' })
  @Transform(trim)
  @Length(1, 150, say('Company must be 1 to 150 characters.'))
  @IsString(say('Company is required.'))
  company!: string;

  @ApiProperty({ example: 'Makati City, Metro Manila' })
  @Transform(trim)
  @Length(1, 150, say('Location must be 1 to 150 characters.'))
  @IsString(say('Location is required.'))
  location!: string;

  @ApiProperty({ enum: WORK_TYPES })
  @IsIn(WORK_TYPES, say('Work type must be ON_SITE, REMOTE or HYBRID.'))
  workType!: WorkType;

  @ApiProperty({ enum: EMPLOYMENT_TYPES })
  @IsIn(EMPLOYMENT_TYPES, say(`Employment type must be one of ${EMPLOYMENT_TYPES.join(', ')}.`))
  employmentType!: EmploymentType;

  @ApiPropertyOptional({ nullable: true, description: 'Pesos per month.' })
  @IsOptional()
  @Max(10000000, say('Salaries must be monthly figures.'))
  @Min(0, say('Salaries cannot be negative.'))
  @IsInt(say('Lowest salary must be a whole number of pesos.'))
  salaryMin?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'Pesos per month.' })
  @IsOptional()
  @Max(10000000, say('Salaries must be monthly figures.'))
  @Min(0, say('Salaries cannot be negative.'))
  @IsInt(say('Highest salary must be a whole number of pesos.'))
  salaryMax?: number | null;

  @ApiProperty({ enum: CAREER_CATEGORY_KEYS })
  @IsIn(CAREER_CATEGORY_KEYS, say('Category must be one of the career categories.'))
  category!: CareerCategory;

  @ApiProperty()
  @Transform(trim)
  @Length(10, 8000, say('Description must be 10 to 8000 characters.'))
  @IsString(say('Description is required.'))
  description!: string;

  @ApiProperty({ example: 'https://careers.example.ph/jobs/123' })
  @MaxLength(2000, say('Apply link is too long.'))
  @IsUrl(HTTP_URL, say('Apply link must be a web address starting with http:// or https://.'))
  applyUrl!: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Defaults to now.' })
  @Optional()
  @IsISO8601({ strict: true }, say('Posted date must be a date and time (ISO 8601).'))
  postedAt?: string;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'After it the job leaves the public list.' })
  @IsOptional()
  @IsISO8601({ strict: true }, say('Deadline must be a date and time (ISO 8601).'))
  deadline?: string | null;

  @ApiPropertyOptional({ default: false, description: 'A sample posting (shown as such).' })
  @Optional()
  @IsBoolean(say('Sample must be true or false.'))
  isSample?: boolean;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(say('Published must be true or false.'))
  published?: boolean;
}

export class UpdateJobDto extends PartialType(JobDto, { skipNullProperties: false }) {}

// ---- Videos ------------------------------------------------------------------------------------

export class VideoDto implements VideoInput {
  @ApiProperty({ example: 'How to speak so that people want to listen' })
  @Transform(trim)
  @Length(2, 200, say('Title must be 2 to 200 characters.'))
  @IsString(say('Title is required.'))
  title!: string;

  @ApiProperty({ example: 'Julian Treasure' })
  @Transform(trim)
  @Length(1, 120, say('Speaker must be 1 to 120 characters.'))
  @IsString(say('Speaker is required.'))
  speaker!: string;

  @ApiProperty({ example: 'Sound and communication expert' })
  @Transform(trim)
  @Length(1, 160, say("Speaker's role must be 1 to 160 characters."))
  @IsString(say("Speaker's role is required."))
  speakerRole!: string;

  @ApiPropertyOptional({ nullable: true, description: 'YouTube video id or link; empty until known.' })
  @IsOptional()
  @Validate(YoutubeReference)
  @IsString(say('YouTube video must be text.'))
  youtube?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Length in seconds.' })
  @IsOptional()
  @Max(36000, say('Duration must be at most 10 hours.'))
  @Min(1, say('Duration must be at least 1 second.'))
  @IsInt(say('Duration must be a whole number of seconds.'))
  durationSeconds?: number | null;

  @ApiProperty({ enum: CAREER_CATEGORY_KEYS, isArray: true })
  @IsIn(CAREER_CATEGORY_KEYS, each('Each category must be one of the career categories.'))
  @ArrayMaxSize(CAREER_CATEGORY_KEYS.length, say('Choose each category once.'))
  @ArrayMinSize(1, say('Choose at least one category.'))
  @IsArray(say('Categories must be a list.'))
  categories!: CareerCategory[];

  @ApiProperty({ example: '2014-06-27', description: 'Date published (YYYY-MM-DD).' })
  @Matches(DATE_ONLY, say('Published date must be a date (YYYY-MM-DD).'))
  @IsString(say('Published date is required.'))
  publishedOn!: string;

  @ApiPropertyOptional()
  @Optional()
  @Transform(trim)
  @MaxLength(4000, say('Description must be at most 4000 characters.'))
  @IsString(say('Description must be text.'))
  description?: string;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(say('Published must be true or false.'))
  published?: boolean;
}

export class UpdateVideoDto extends PartialType(VideoDto, { skipNullProperties: false }) {}

// ---- Events ------------------------------------------------------------------------------------

export class EventDto implements EventInput {
  @ApiProperty({ example: 'Career Talk: Life in Data' })
  @Transform(trim)
  @Length(2, 150, say('Title must be 2 to 150 characters.'))
  @IsString(say('Title is required.'))
  title!: string;

  @ApiProperty()
  @Transform(trim)
  @Length(1, 8000, say('Description must be 1 to 8000 characters.'))
  @IsString(say('Description is required.'))
  description!: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, say('Start must be a date and time (ISO 8601).'))
  startAt!: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, say('End must be a date and time (ISO 8601).'))
  endAt!: string;

  @ApiProperty({ enum: EVENT_FORMATS })
  @IsIn(EVENT_FORMATS, say('Format must be ONLINE, ONSITE or HYBRID.'))
  format!: EventFormat;

  @ApiPropertyOptional({ nullable: true, description: 'Venue; required for onsite and hybrid events.' })
  @IsOptional()
  @Transform(trim)
  @Length(1, 300, say('Location must be 1 to 300 characters.'))
  @IsString(say('Location must be text.'))
  location?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Meeting link for online and hybrid events.' })
  @IsOptional()
  @MaxLength(2000, say('Online link is too long.'))
  @IsUrl(HTTP_URL, say('Online link must be a web address starting with http:// or https://.'))
  onlineUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(2000, say('Banner image address is too long.'))
  @IsUrl(HTTP_URL, say('Banner image must be a web address starting with http:// or https://.'))
  bannerImageUrl?: string | null;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'Defaults to the start.' })
  @IsOptional()
  @IsISO8601({ strict: true }, say('Registration close must be a date and time (ISO 8601).'))
  registrationCloseAt?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Seats; empty for no limit.' })
  @IsOptional()
  @Max(100000, say('Capacity must be at most 100000.'))
  @Min(1, say('Capacity must be at least 1 (leave it empty for no limit).'))
  @IsInt(say('Capacity must be a whole number.'))
  capacity?: number | null;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(say('Needs approval must be true or false.'))
  needsApproval?: boolean;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(say('Published must be true or false.'))
  published?: boolean;
}

export class UpdateEventDto extends PartialType(EventDto, { skipNullProperties: false }) {}

export class RegisterDto {
  @ApiPropertyOptional({ default: false, description: 'Only say you are interested (holds no seat).' })
  @Optional()
  @IsBoolean(say('Interest only must be true or false.'))
  interestOnly?: boolean;
}

export const ADMIN_REGISTRATION_ACTIONS: readonly AdminRegistrationAction[] = ['APPROVE', 'REJECT', 'COMPLETE', 'DROP_OUT'];

export class RegistrationActionDto {
  @ApiProperty({ enum: ADMIN_REGISTRATION_ACTIONS })
  @IsIn(ADMIN_REGISTRATION_ACTIONS, say('Action must be APPROVE, REJECT, COMPLETE or DROP_OUT.'))
  action!: AdminRegistrationAction;
}

// ---- FAQs and coaching resources -------------------------------------------------------------

export class FaqDto implements FaqInput {
  @ApiPropertyOptional({ nullable: true, example: 'add-availability', description: 'Stable key pages link to. Unique.' })
  @IsOptional()
  @Matches(SLUG_PATTERN, say('Slug may use lower-case letters, digits and single hyphens only.'))
  @Length(2, 80, say('Slug must be 2 to 80 characters.'))
  @IsString(say('Slug must be text.'))
  slug?: string | null;

  @ApiProperty()
  @Transform(trim)
  @Length(3, 300, say('Question must be 3 to 300 characters.'))
  @IsString(say('Question is required.'))
  question!: string;

  @ApiProperty()
  @Transform(trim)
  @Length(1, 8000, say('Answer must be 1 to 8000 characters.'))
  @IsString(say('Answer is required.'))
  answer!: string;

  @ApiPropertyOptional({ default: 'General' })
  @Optional()
  @Transform(trim)
  @Length(1, 80, say('Topic must be 1 to 80 characters.'))
  @IsString(say('Topic must be text.'))
  topic?: string;

  @ApiPropertyOptional({ default: 0, description: 'Lower comes first.' })
  @Optional()
  @Max(100000, say('Position must be at most 100000.'))
  @Min(0, say('Position must be 0 or more.'))
  @IsInt(say('Position must be a whole number.'))
  position?: number;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(say('Published must be true or false.'))
  published?: boolean;
}

export class UpdateFaqDto extends PartialType(FaqDto, { skipNullProperties: false }) {}

export class CoachingResourceDto implements CoachingResourceInput {
  @ApiProperty()
  @Transform(trim)
  @Length(2, 150, say('Title must be 2 to 150 characters.'))
  @IsString(say('Title is required.'))
  title!: string;

  @ApiProperty()
  @Transform(trim)
  @Length(1, 8000, say('Body must be 1 to 8000 characters.'))
  @IsString(say('Body is required.'))
  body!: string;

  @ApiPropertyOptional({ nullable: true, description: 'A web address, or a page of the platform such as /faqs/add-availability.' })
  @IsOptional()
  @Validate(LinkReference)
  @MaxLength(2000, say('Link is too long.'))
  @IsString(say('Link must be text.'))
  linkUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @Length(1, 80, say('Link label must be 1 to 80 characters.'))
  @IsString(say('Link label must be text.'))
  linkLabel?: string | null;

  @ApiPropertyOptional({ default: 0 })
  @Optional()
  @Max(100000, say('Position must be at most 100000.'))
  @Min(0, say('Position must be 0 or more.'))
  @IsInt(say('Position must be a whole number.'))
  position?: number;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(say('Published must be true or false.'))
  published?: boolean;
}

export class UpdateCoachingResourceDto extends PartialType(CoachingResourceDto, { skipNullProperties: false }) {}

// ---- Change feed -------------------------------------------------------------------------------

export class ChangesQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Entries after this sequence number.' })
  @Optional()
  @Type(() => Number)
  @Min(0, say('after must be 0 or more.'))
  @IsInt(say('after must be a whole number.'))
  after!: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 100 })
  @Optional()
  @Type(() => Number)
  @Max(1000, say('limit must be 1000 or less.'))
  @Min(1, say('limit must be 1 or more.'))
  @IsInt(say('limit must be a whole number.'))
  limit!: number;
}
