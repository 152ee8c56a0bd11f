/**
 * Validation classes of the accounts API (sign-up, log-in, profile, onboarding, admin): the BFF
 * validates HTTP input with them (and documents it on the OpenAPI page), and the users service
 * validates the same records inside its message payloads (the *messages.dto.ts files there add what
 * the BFF adds around them: user, actor, client).
 *
 * Not exported from index.ts on purpose: the SPA imports @lakbay/contracts, and these classes bring
 * class-validator and @nestjs/swagger with them. Import this file by path.
 */
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Bool, Int, Nested, OneOf, Text, TimeZone, Uuid } from './field-decorators';
import { TIME_ZONE_RULE } from './time-zones';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUrl,
  IsOptional,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  type AllowlistRequest,
  type CoachOnboardingLinksStep,
  type CoachOnboardingProfileStep,
  type CoachProfileChanges,
  IMAGE_WIDTHS,
  type ImageWidth,
  JOB_SEARCH_STAGES,
  type JobSearchStage,
  LANGUAGES,
  type Language,
  type OnboardingInterestsStep,
  type OnboardingNamesStep,
  type OnboardingStudiesStep,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ProfileChanges,
  type SignupRequest,
  STUDENT_STATUSES,
  type StudentStatus,
  type UserContact,
  type UpdateCoachIsActiveRequest,
  type UpdateKadetToCoachRequest,
  USERNAME_PATTERN,
  YEAR_LEVELS,
  type YearLevel,
} from './accounts';
import { CAREER_CATEGORY_KEYS, type CareerCategory } from './content';
import { type InterestScores, MAX_AREA_SCORE } from './interests';
import type { PrivacySubject } from './privacy';
import type { LoginRequest } from './users';

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true };
const USERNAME_RULE = 'Username must be 3 to 30 letters, digits, dots or underscores.';
const CATEGORY_RULE = `Choose career categories from the list: ${CAREER_CATEGORY_KEYS.join(', ')}.`;
const CONSENT_RULE = 'Please agree to the processing of your data under the Data Privacy Act of 2012 (RA 10173) to finish.';
/** Text kept as sent that must not be empty: "{label} is required.", beyond its length "{label} is too long.". */
const GIVEN = { nonEmpty: true, trim: false } as const;
type Presence = 'required' | 'present' | 'clearable';
/**
 * required: always validated (a missing field fails); present: validated when sent, also when null
 * (fields that cannot be cleared); clearable: validated unless absent or null (null clears).
 */
function presence(mode: Presence): PropertyDecorator[] {
  if (mode === 'required') {
    return [];
  }
  return [ValidateIf((_, value) => value !== undefined && (mode === 'present' || value !== null))];
}

function all(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((d) => d(target, key));
}

function text(label: string, max: number, mode: Presence = 'clearable'): PropertyDecorator {
  return all([
    ...presence(mode),
    IsString({ message: mode === 'required' ? `${label} is required.` : `${label} must be text.` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
    // Empty, or spaces alone: not given.
    ...(mode === 'clearable' ? [] : [Matches(/\S/, { message: `${label} is required.` })]),
  ]);
}

function categories(label: string, mode: Presence = 'present'): PropertyDecorator {
  return all([
    ...presence(mode),
    IsArray({ message: mode === 'required' ? `${label} are required.` : `${label} must be a list.` }),
    ...(mode === 'required' ? [ArrayMinSize(1, { message: `Choose at least one of the career categories.` })] : []),
    ArrayMaxSize(CAREER_CATEGORY_KEYS.length, { message: CATEGORY_RULE }),
    IsIn(CAREER_CATEGORY_KEYS, { each: true, message: CATEGORY_RULE }),
  ]);
}

function choice(label: string, values: readonly string[], mode: Presence = 'clearable'): PropertyDecorator {
  return all([...presence(mode), IsIn(values, { message: `${label} must be one of: ${values.join(', ')}.` })]);
}

const LANGUAGES_RULE = 'Languages must be a list of up to 10 names (e.g. English, Filipino).';
function languages(mode: Presence = 'present'): PropertyDecorator {
  return all([
    ...presence(mode),
    IsArray({ message: LANGUAGES_RULE }),
    ...(mode === 'required' ? [ArrayMinSize(1, { message: 'Add at least one language.' })] : []),
    ArrayMaxSize(10, { message: LANGUAGES_RULE }),
    IsString({ each: true, message: LANGUAGES_RULE }),
    MaxLength(40, { each: true, message: LANGUAGES_RULE }),
  ]);
}

/** An interface language; may be left out, never null. */
function language(): PropertyDecorator {
  return choice('Language', LANGUAGES, 'present');
}

function link(label: string, mode: Presence = 'clearable'): PropertyDecorator {
  return all([
    ...presence(mode),
    IsUrl(URL_OPTIONS, { message: `${label} must be a web address starting with https://.` }),
    MaxLength(300, { message: `${label} must be at most 300 characters.` }),
  ]);
}

function years(mode: Presence = 'clearable'): PropertyDecorator {
  const rule = 'Years of experience must be a whole number from 0 to 70.';
  return all([...presence(mode), IsInt({ message: rule }), Min(0, { message: rule }), Max(70, { message: rule })]);
}

function consent(): PropertyDecorator {
  return all([IsBoolean({ message: CONSENT_RULE }), Equals(true, { message: CONSENT_RULE })]);
}

function username(mode: Presence): PropertyDecorator {
  return all([...presence(mode), IsString({ message: USERNAME_RULE }), Matches(USERNAME_PATTERN, { message: USERNAME_RULE })]);
}

// Same order as stacked decorators (which apply bottom-up): with stopAtFirstError the first
// registered check that fails gives the sentence.
function email(): PropertyDecorator {
  return all([
    IsString({ message: 'E-mail address is required.' }),
    IsNotEmpty({ message: 'E-mail address is required.' }),
    MaxLength(320, { message: 'E-mail address is too long.' }),
    IsEmail({}, { message: 'Please enter a valid e-mail address.' }),
  ]);
}

function newPassword(): PropertyDecorator {
  return all([
    IsString({ message: 'Password is required.' }),
    MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
  ]);
}

function adminUsername(): PropertyDecorator {
  return all([
    IsString({ message: 'Username is required.' }),
    IsNotEmpty({ message: 'Username is required.' }),
    MaxLength(30, { message: 'Username must be at most 30 characters.' }),
  ]);
}

export class SignupDto implements SignupRequest {
  @ApiProperty({ example: 'juan@example.ph' })
  @email()
  email!: string;

  @ApiProperty({ example: 'kalamansi-jeepney-42', minLength: PASSWORD_MIN_LENGTH })
  @newPassword()
  password!: string;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'en', description: 'The language of the sign-up e-mail and of the account.' })
  @language()
  language?: Language;

  @TimeZone(TIME_ZONE_RULE, {
    optional: 'not-null',
    api: { default: 'Asia/Manila', description: "The account's IANA time zone (the browser's); Asia/Manila when left out." },
  })
  timeZone?: string;
}

export class LoginDto implements LoginRequest {
  @Text('E-mail address', { ...GIVEN, max: 320, tooLong: 'E-mail address is too long.', api: { example: 'kadet@demo.lakbay.ph' } })
  email!: string;

  @Text('Password', { ...GIVEN, max: 1024, tooLong: 'Password is too long.', api: { example: 'lakbay-kadet-demo' } })
  password!: string;
}

export class GoogleTokenDto {
  @Text('The Google token', {
    ...GIVEN,
    max: 8192,
    tooLong: 'The Google token is too long.',
    api: { description: 'The ID token (credential) from Google Identity Services.' },
  })
  token!: string;
}

export class GoogleExchangeDto {
  @Text('The code', {
    ...GIVEN,
    max: 256,
    tooLong: 'The code is too long.',
    api: { description: 'The one-time code the SPA received in /login?googleCode=...' },
  })
  code!: string;
}

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'kadet@demo.lakbay.ph' })
  @email()
  email!: string;
}

export class SignupCompleteDto {
  @Text('The sign-up token', {
    ...GIVEN,
    max: 256,
    tooLong: 'The sign-up token is too long.',
    api: { description: 'The token from the e-mailed link /signup/complete?token=...' },
  })
  token!: string;
}

export class PasswordResetDto {
  @Text('The reset token', {
    ...GIVEN,
    max: 256,
    tooLong: 'The reset token is too long.',
    api: { description: 'The token from the e-mailed link /password-reset?token=...' },
  })
  token!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @newPassword()
  password!: string;
}

export class UpdateCoachIsActiveDto implements UpdateCoachIsActiveRequest {
  @ApiProperty({ example: 'demo_koach' })
  @adminUsername()
  username!: string;

  @Bool('isActive')
  isActive!: boolean;
}

export class UpdateKadetToCoachDto implements UpdateKadetToCoachRequest {
  @ApiProperty({ example: 'demo_kadet' })
  @adminUsername()
  username!: string;

  @Bool('isCoach')
  isCoach!: boolean;
}

export class AllowlistDto implements AllowlistRequest {
  @ApiProperty({ example: 'new.koach@example.ph' })
  @email()
  email!: string;
}

const PAGE_RULE = 'page must be a whole number from 1.';
const PAGE_SIZE_RULE = 'pageSize must be a whole number from 1 to 100.';

/** One page of the audit log, as the users service needs it; the BFF's query makes both optional. */
export class AuditLogPageDto {
  @Int({ int: PAGE_RULE, min: [1, PAGE_RULE], query: true, api: { default: 1, minimum: 1 } })
  page!: number;

  @Int({
    int: PAGE_SIZE_RULE,
    min: [1, PAGE_SIZE_RULE],
    max: [100, PAGE_SIZE_RULE],
    query: true,
    api: { default: 20, minimum: 1, maximum: 100 },
  })
  pageSize!: number;
}

export class AuditLogQueryDto extends PartialType(AuditLogPageDto) {}

export class EmulationStartDto {
  @Uuid('userId must be the id of a user.', { api: { description: 'The id of the user to act as.' } })
  userId!: string;
}

export class CoachChangesDto implements CoachProfileChanges {
  @ApiPropertyOptional({ example: 'Maria Santos' })
  @text('Display name', 80, 'present')
  displayName?: string;

  @ApiPropertyOptional({ example: 'Data Analyst at Globe', nullable: true })
  @text('Headline', 120)
  headline?: string | null;

  @ApiPropertyOptional({ enum: CAREER_CATEGORY_KEYS, isArray: true })
  @categories('Expertise')
  expertise?: CareerCategory[];

  @ApiPropertyOptional({ minimum: 0, maximum: 70, nullable: true })
  @years()
  yearsOfExperience?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @text('Bio', 2000)
  bio?: string | null;

  @ApiPropertyOptional({ example: ['English', 'Filipino'] })
  @languages()
  languages?: string[];

  @ApiPropertyOptional({ nullable: true })
  @link('LinkedIn URL')
  linkedinUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @link('Meeting link')
  meetingLink?: string | null;

  @TimeZone(TIME_ZONE_RULE, { optional: 'not-null', api: { description: "The account's time zone (the same as the top-level timeZone)." } })
  timeZone?: string;
}

const SCORES_RULE = `Interest scores must give each of R, I, A, S, E and C a whole number from 0 to ${MAX_AREA_SCORE}.`;
function areaScore(): PropertyDecorator {
  return all([
    ApiProperty({ minimum: 0, maximum: MAX_AREA_SCORE }),
    IsInt({ message: SCORES_RULE }),
    Min(0, { message: SCORES_RULE }),
    Max(MAX_AREA_SCORE, { message: SCORES_RULE }),
  ]);
}

/** Points per RIASEC area from the interest quiz. */
export class InterestScoresDto implements InterestScores {
  @areaScore() R!: number;
  @areaScore() I!: number;
  @areaScore() A!: number;
  @areaScore() S!: number;
  @areaScore() E!: number;
  @areaScore() C!: number;
}

export class ProfileChangesDto implements ProfileChanges {
  @ApiPropertyOptional({ example: 'juan.dc' })
  @username('present')
  username?: string;

  @ApiPropertyOptional({ description: 'May be left out; when sent it must not be empty (onboarding requires it).' })
  @text('First name', 80, 'present')
  firstName?: string;

  @ApiPropertyOptional({ nullable: true })
  @text('Last name', 80)
  lastName?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @text('Province', 80)
  province?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @text('City', 80)
  city?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @text('School', 120)
  school?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @text('Degree or programme', 120)
  degree?: string | null;

  @ApiPropertyOptional({ enum: YEAR_LEVELS, nullable: true })
  @choice('Year level', YEAR_LEVELS)
  yearLevel?: YearLevel | null;

  @ApiPropertyOptional({ enum: STUDENT_STATUSES, nullable: true })
  @choice('Student status', STUDENT_STATUSES)
  studentStatus?: StudentStatus | null;

  @ApiPropertyOptional({ enum: JOB_SEARCH_STAGES, nullable: true })
  @choice('Job-search stage', JOB_SEARCH_STAGES)
  jobSearchStage?: JobSearchStage | null;

  @ApiPropertyOptional({ enum: CAREER_CATEGORY_KEYS, isArray: true })
  @categories('Career interests')
  careerInterests?: CareerCategory[];

  @Nested(InterestScoresDto, {
    notObject: SCORES_RULE,
    optional: true,
    api: {
      nullable: true,
      description: `An interest quiz result: points per RIASEC area, 0 to ${MAX_AREA_SCORE}; its code is worked out from them. null removes it.`,
    },
  })
  interestScores?: InterestScoresDto | null;

  @ApiPropertyOptional({ nullable: true })
  @text('Bio', 1000)
  bio?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'The interface language, also used for e-mails.' })
  @language()
  language?: Language;

  @TimeZone(TIME_ZONE_RULE, {
    optional: 'not-null',
    api: { description: 'The IANA time zone of the account: e-mails and the schedule show times in it.' },
  })
  timeZone?: string;

  @Nested(CoachChangesDto, { optional: true, api: { description: 'Koaches only.' } })
  coach?: CoachChangesDto;
}

export class NamesStepDto implements OnboardingNamesStep {
  @ApiProperty({ example: 'juan.dc' })
  @username('required')
  username!: string;

  @ApiProperty({ example: 'Juan' })
  @text('First name', 80, 'required')
  firstName!: string;

  @ApiProperty({ example: 'Dela Cruz' })
  @text('Last name', 80, 'required')
  lastName!: string;
}

export class StudiesStepDto implements OnboardingStudiesStep {
  @ApiProperty({ example: 'University of the Philippines Diliman' })
  @text('School', 120, 'required')
  school!: string;

  @ApiPropertyOptional({ example: 'BS Computer Science', nullable: true })
  @text('Degree or programme', 120)
  degree?: string | null;

  @ApiProperty({ enum: YEAR_LEVELS })
  @choice('Year level', YEAR_LEVELS, 'required')
  yearLevel!: YearLevel;

  @ApiProperty({ enum: STUDENT_STATUSES })
  @choice('Student status', STUDENT_STATUSES, 'required')
  studentStatus!: StudentStatus;

  @ApiPropertyOptional({ example: 'Cebu', nullable: true })
  @text('Province', 80)
  province?: string | null;

  @ApiPropertyOptional({ example: 'Cebu City', nullable: true })
  @text('City', 80)
  city?: string | null;
}

export class InterestsStepDto implements OnboardingInterestsStep {
  @ApiProperty({ enum: CAREER_CATEGORY_KEYS, isArray: true })
  @categories('Career interests', 'required')
  careerInterests!: CareerCategory[];

  @ApiPropertyOptional({ enum: JOB_SEARCH_STAGES, nullable: true })
  @choice('Job-search stage', JOB_SEARCH_STAGES)
  jobSearchStage?: JobSearchStage | null;

  @ApiPropertyOptional({ nullable: true })
  @text('Bio', 1000)
  bio?: string | null;

  @ApiProperty({ description: 'Consent to the Data Privacy Act of 2012 (RA 10173); must be true.' })
  @consent()
  dataPrivacyConsent!: boolean;
}

export class CoachProfileStepDto implements CoachOnboardingProfileStep {
  @ApiProperty({ example: 'Maria Santos' })
  @text('Display name', 80, 'required')
  displayName!: string;

  @ApiProperty({ example: 'Data Analyst at Globe' })
  @text('Headline', 120, 'required')
  headline!: string;

  @ApiProperty({ enum: CAREER_CATEGORY_KEYS, isArray: true })
  @categories('Expertise', 'required')
  expertise!: CareerCategory[];

  @ApiProperty({ minimum: 0, maximum: 70 })
  @years('required')
  yearsOfExperience!: number;

  @ApiProperty({ description: 'Ending in what you can help with.' })
  @text('Bio', 2000, 'required')
  bio!: string;

  @ApiProperty({ example: ['English', 'Filipino'] })
  @languages('required')
  languages!: string[];
}

export class CoachLinksStepDto implements CoachOnboardingLinksStep {
  @ApiPropertyOptional({ example: 'https://www.linkedin.com/in/maria-santos', nullable: true })
  @link('LinkedIn URL')
  linkedinUrl?: string | null;

  @ApiProperty({ example: 'https://meet.google.com/abc-defg-hij', description: 'The video-call room used for sessions.' })
  @link('Meeting link', 'required')
  meetingLink!: string;

  @TimeZone(TIME_ZONE_RULE, { optional: 'not-null', api: { description: "The account's time zone; kept when left out." } })
  timeZone?: string;

  @ApiProperty({ description: 'Consent to the Data Privacy Act of 2012 (RA 10173); must be true.' })
  @consent()
  dataPrivacyConsent!: boolean;
}

/**
 * A person as the BFF resolved them in the users service (users.contacts), carried in scheduling
 * and apprenticeship messages so those services never call users inside their transactions.
 */
export class UserContactMessage implements UserContact {
  @IsUUID()
  userId!: string;
  @IsEmail()
  email!: string;
  @IsString()
  @MaxLength(200)
  name!: string;
  @IsString()
  @MaxLength(400)
  fullName!: string;
  // Optional: a contact cached before first names travelled greets "Hi there,".
  @IsOptional()
  @IsString()
  @MaxLength(200)
  firstName!: string | null;
  @IsBoolean()
  isCoach!: boolean;
  @IsBoolean()
  isActive!: boolean;
  @IsIn(LANGUAGES)
  language!: Language;
  @TimeZone(TIME_ZONE_RULE, { plain: true })
  timeZone!: string;
}

/** Deleting one's own account: the current password; accounts without one leave it out and get a link by e-mail. */
export class DeleteAccountDto {
  @Text('Password', {
    ...GIVEN,
    type: 'Please type your current password.',
    max: 1024,
    tooLong: 'Password is too long.',
    optional: true,
    api: { description: 'The current password; leave out for accounts that sign in with Google only.' },
  })
  password?: string;
}

/** The e-mailed link that confirms a deletion, or downloads an export. */
export class PrivacyTokenDto {
  @Text('The link token', {
    ...GIVEN,
    max: 256,
    tooLong: 'The link token is too long.',
    api: { description: 'The token from the e-mailed link.' },
  })
  token!: string;
}

/** Whose data a service exports or erases (sent by the users service's privacy jobs). */
export class PrivacySubjectDto implements PrivacySubject {
  @IsUUID()
  userId!: string;

  @IsString()
  @MaxLength(320)
  email!: string;
}

/** GET /files/{name}?w=: a smaller copy of an uploaded picture. */
export class ImageVariantQueryDto {
  @OneOf(IMAGE_WIDTHS, `The width must be one of ${IMAGE_WIDTHS.join(', ')}.`, {
    query: true,
    optional: true,
    api: { description: 'A square WebP copy this many pixels wide; the original without it.' },
  })
  w?: ImageWidth;
}
