/**
 * Validation classes of the Coach Connector API: the BFF validates HTTP input with them (and
 * documents it on the OpenAPI page); the scheduling service's message classes extend them.
 *
 * Not exported from index.ts on purpose (class-validator and @nestjs/swagger stay out of the SPA):
 * import this file by path.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  Validate,
  type ValidatorConstraintInterface,
  ValidatorConstraint,
} from 'class-validator';
import { CAREER_CATEGORY_KEYS, type CareerCategory } from './content';
import { ListQueryDto } from './content.dto';
import type {
  CancelBookingRequest,
  CoachListQuery,
  CreateBookingRequest,
  RescheduleBookingRequest,
  ReviewBookingRequest,
} from './scheduling';

const say = (message: string) => ({ message });
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A full UTC or offset instant, e.g. 2026-12-03T01:30:00.000Z. */
const INSTANT = { strict: true, strictSeparator: true };

@ValidatorConstraint({ name: 'answers' })
class AnswersShape implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return false;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length <= 20 && entries.every(([k, v]) => /^[A-Za-z][\w-]{0,39}$/.test(k) && typeof v === 'string' && v.length <= 5000);
  }
  defaultMessage(): string {
    return 'Answers must be at most 20 texts keyed by question id.';
  }
}

export class CoachListQueryDto extends ListQueryDto implements CoachListQuery {
  @ApiPropertyOptional({ enum: CAREER_CATEGORY_KEYS })
  @IsOptional()
  @IsIn(CAREER_CATEGORY_KEYS, say('Category must be one of the career categories.'))
  category?: CareerCategory;

  @ApiPropertyOptional({ description: 'A language the Koach speaks, e.g. Filipino.', maxLength: 40 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(40, say('Language must be at most 40 characters.'))
  @IsString(say('Language must be text.'))
  language?: string;

  @ApiPropertyOptional({ description: 'Only Koaches with a free slot in the next 7 days.' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' || value === true ? true : value === 'false' || value === false ? false : value,
  )
  @IsBoolean(say('freeThisWeek must be true or false.'))
  freeThisWeek?: boolean;
}

export class AvailabilityQueryDto {
  @ApiProperty({ description: 'UTC ISO instant: start of the range.', example: '2026-12-01T00:00:00Z' })
  @IsISO8601(INSTANT, say('from must be an ISO 8601 date and time.'))
  from!: string;

  @ApiProperty({ description: 'UTC ISO instant: end of the range (at most 63 days after from).', example: '2026-12-08T00:00:00Z' })
  @IsISO8601(INSTANT, say('to must be an ISO 8601 date and time.'))
  to!: string;

  @ApiPropertyOptional({ description: 'Training slug; the first training when absent.' })
  @IsOptional()
  @Matches(SLUG, say('Training must be a training slug.'))
  @MaxLength(80)
  training?: string;
}

export class CreateBookingDto implements CreateBookingRequest {
  @ApiProperty({ example: 'demo-koach' })
  @MaxLength(80, say('Koach must be a Koach slug.'))
  @Matches(SLUG, say('Koach must be a Koach slug.'))
  coachSlug!: string;

  @ApiProperty({ example: 'career-chat' })
  @MaxLength(80, say('Training must be a training slug.'))
  @Matches(SLUG, say('Training must be a training slug.'))
  trainingSlug!: string;

  @ApiProperty({ description: 'UTC ISO instant of an offered slot.', example: '2026-12-03T01:30:00.000Z' })
  @IsISO8601(INSTANT, say('Start must be an ISO 8601 date and time.'))
  start!: string;

  @ApiProperty({
    description: 'Answers to the training questions, by question id.',
    example: { goals: 'Choose between nursing and engineering' },
  })
  @IsObject(say('Answers must be an object.'))
  @Validate(AnswersShape)
  answers!: Record<string, string>;
}

export class LinkTokenDto {
  @ApiPropertyOptional({ description: 'Signed token of an e-mailed link, when not logged in as a party.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  token?: string;
}

export class RescheduleBookingDto extends LinkTokenDto implements RescheduleBookingRequest {
  @ApiProperty({ description: 'UTC ISO instant of an offered slot.' })
  @IsISO8601(INSTANT, say('Start must be an ISO 8601 date and time.'))
  start!: string;
}

export class CancelBookingDto extends LinkTokenDto implements CancelBookingRequest {
  @ApiProperty({ maxLength: 500 })
  @Transform(trim)
  @MaxLength(500, say('Reason must be at most 500 characters.'))
  @MinLength(1, say('Please give a reason.'))
  @IsString(say('Reason must be text.'))
  reason!: string;
}

export class ReviewBookingDto implements ReviewBookingRequest {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @Max(5, say('Rating must be from 1 to 5.'))
  @Min(1, say('Rating must be from 1 to 5.'))
  @IsInt(say('Rating must be a whole number from 1 to 5.'))
  rating!: number;

  @ApiProperty({ maxLength: 1000 })
  @Transform(trim)
  @MaxLength(1000, say('Comment must be at most 1000 characters.'))
  @IsString(say('Comment must be text.'))
  comment!: string;
}

export class MyBookingsQueryDto {
  @ApiPropertyOptional({ enum: ['kadet', 'coach'], default: 'kadet' })
  @IsOptional()
  @IsIn(['kadet', 'coach'], say('Role must be kadet or coach.'))
  role?: 'kadet' | 'coach';
}

/** POST /api/v2/admin/calendar-sync: optional; applyHeldBack applies a read that was held back. */
export class CalendarSyncDto {
  @ApiPropertyOptional({
    description: "Apply the feed even though it would remove most Koaches' availability at once (after a HELD_BACK answer).",
  })
  @IsOptional()
  @IsBoolean(say('applyHeldBack must be true or false.'))
  applyHeldBack?: boolean;
}
