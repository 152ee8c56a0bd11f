import {
  CAREER_CATEGORY_KEYS,
  type CareerCategory,
  type CoachProfileChanges,
  JOB_SEARCH_STAGES,
  type JobSearchStage,
  type ProfileChanges,
  STUDENT_STATUSES,
  type StudentStatus,
  USERNAME_PATTERN,
  YEAR_LEVELS,
  type YearLevel,
} from '@lakbay/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

// Structural checks of what the BFF already validated with sentences for people; they keep a
// service that is called directly (another service, a script) from storing nonsense.
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true };

export class UserRefMessage {
  @IsUUID()
  userId!: string;
}

export class CoachChangesMessage implements CoachProfileChanges {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  displayName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(120)
  headline?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(11)
  @IsIn(CAREER_CATEGORY_KEYS, { each: true })
  expertise?: CareerCategory[];

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(70)
  yearsOfExperience?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  bio?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  languages?: string[];

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS)
  @MaxLength(300)
  linkedinUrl?: string | null;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS)
  @MaxLength(300)
  meetingLink?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;
}

export class ProfileChangesMessage implements ProfileChanges {
  @IsOptional()
  @Matches(USERNAME_PATTERN)
  username?: string;

  @IsOptional()
  @IsString()
  @MaxLength(80)
  firstName?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(80)
  lastName?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(80)
  province?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(80)
  city?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(120)
  school?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(120)
  degree?: string | null;

  @IsOptional()
  @IsIn(YEAR_LEVELS)
  yearLevel?: YearLevel | null;

  @IsOptional()
  @IsIn(STUDENT_STATUSES)
  studentStatus?: StudentStatus | null;

  @IsOptional()
  @IsIn(JOB_SEARCH_STAGES)
  jobSearchStage?: JobSearchStage | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(11)
  @IsIn(CAREER_CATEGORY_KEYS, { each: true })
  careerInterests?: CareerCategory[];

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  bio?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => CoachChangesMessage)
  coach?: CoachChangesMessage;
}

export class UpdateProfileMessage extends UserRefMessage {
  @IsUUID()
  actorId!: string;

  @IsOptional()
  @IsUUID()
  emulatedUserId?: string | null;

  @ValidateNested()
  @Type(() => ProfileChangesMessage)
  changes!: ProfileChangesMessage;
}

export class SetAvatarMessage extends UserRefMessage {
  @Matches(/^[0-9a-f-]{36}\.(png|jpg|webp)$/)
  file!: string;
}

export class NamesStepMessage extends UserRefMessage {
  @IsIn(['kadet', 'coach'])
  role!: 'kadet' | 'coach';

  @Matches(USERNAME_PATTERN)
  username!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  firstName!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  lastName!: string;
}

export class StudiesStepMessage extends UserRefMessage {
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  school!: string;

  @IsOptional()
  @IsString()
  @MaxLength(120)
  degree?: string | null;

  @IsIn(YEAR_LEVELS)
  yearLevel!: YearLevel;

  @IsIn(STUDENT_STATUSES)
  studentStatus!: StudentStatus;

  @IsOptional()
  @IsString()
  @MaxLength(80)
  province?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(80)
  city?: string | null;
}

export class InterestsStepMessage extends UserRefMessage {
  @IsArray()
  @ArrayMaxSize(11)
  @IsIn(CAREER_CATEGORY_KEYS, { each: true })
  careerInterests!: CareerCategory[];

  @IsOptional()
  @IsIn(JOB_SEARCH_STAGES)
  jobSearchStage?: JobSearchStage | null;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  bio?: string | null;

  @IsBoolean()
  @Equals(true)
  dataPrivacyConsent!: boolean;
}

export class CoachProfileStepMessage extends UserRefMessage {
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  displayName!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  headline!: string;

  @IsArray()
  @ArrayMaxSize(11)
  @IsIn(CAREER_CATEGORY_KEYS, { each: true })
  expertise!: CareerCategory[];

  @IsInt()
  @Min(0)
  @Max(70)
  yearsOfExperience!: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  bio!: string;

  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  languages!: string[];
}

export class CoachLinksStepMessage extends UserRefMessage {
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl(URL_OPTIONS)
  @MaxLength(300)
  linkedinUrl?: string | null;

  @IsUrl(URL_OPTIONS)
  @MaxLength(300)
  meetingLink!: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;

  @IsBoolean()
  @Equals(true)
  dataPrivacyConsent!: boolean;
}

export class CoachSlugMessage {
  @IsString()
  @Matches(/^[a-z0-9-]{1,80}$/)
  slug!: string;
}
