/**
 * Validation classes of the Coach Connector API: the BFF validates HTTP input with them (and
 * documents it on the OpenAPI page); the scheduling service's message classes extend them.
 *
 * Not exported from index.ts on purpose (class-validator and @nestjs/swagger stay out of the SPA):
 * import this file by path.
 */
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsISO8601,
  IsObject,
  IsUUID,
  IsOptional,
  Matches,
  MaxLength,
  Validate,
  type ValidatorConstraintInterface,
  ValidatorConstraint,
} from 'class-validator';
import { Bool, Int, ListOf, Nested, OneOf, Text } from './field-decorators';
import { CAREER_CATEGORY_KEYS, type CareerCategory } from './content';
import { ListQueryDto } from './content.dto';
import {
  type CancelBookingRequest,
  type CoachListQuery,
  type CreateBookingRequest,
  type RescheduleBookingRequest,
  type ReviewBookingRequest,
  TRAINING_LANGUAGES,
  TRAINING_LIMITS as L,
  type TrainingFilTexts,
  type TrainingInput,
  type TrainingQuestionFilTexts,
  type TrainingQuestionInput,
} from './scheduling';

const say = (message: string) => ({ message });
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A slug of at most 80 characters, kept as sent; whatever is wrong, the one sentence refuses it. */
const slug = (rule: string) => ({ type: rule, max: 80, tooLong: rule, pattern: [SLUG, rule] as [RegExp, string], trim: false });
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
  @OneOf(CAREER_CATEGORY_KEYS, 'Category must be one of the career categories.', { optional: true })
  category?: CareerCategory;

  @Text('Language', { max: 40, optional: true, api: { description: 'A language the Koach speaks, e.g. Filipino.', maxLength: 40 } })
  language?: string;

  @Bool('freeThisWeek', { fromText: true, optional: true, api: { description: 'Only Koaches with a free slot in the next 7 days.' } })
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

  @ApiPropertyOptional({
    description:
      "A booking of this Koach being rescheduled: slots in the booking's own duration and buffers (even if its training was edited or retired since).",
    format: 'uuid',
  })
  @IsOptional()
  @IsUUID('all', say('Booking must be a booking id.'))
  booking?: string;
}

export class CreateBookingDto implements CreateBookingRequest {
  @Text('Koach', { ...slug('Koach must be a Koach slug.'), api: { example: 'demo-koach' } })
  coachSlug!: string;

  @Text('Training', { ...slug('Training must be a training slug.'), api: { example: 'career-chat' } })
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
  @Text('token', {
    max: 1000,
    optional: true,
    plain: true,
    trim: false,
    reversed: true,
    api: { description: 'Signed token of an e-mailed link, when not logged in as a party.' },
  })
  token?: string;
}

export class RescheduleBookingDto extends LinkTokenDto implements RescheduleBookingRequest {
  @ApiProperty({ description: 'UTC ISO instant of an offered slot.' })
  @IsISO8601(INSTANT, say('Start must be an ISO 8601 date and time.'))
  start!: string;
}

export class CancelBookingDto extends LinkTokenDto implements CancelBookingRequest {
  @Text('Reason', { type: 'Reason must be text.', min: [1, 'Please give a reason.'], max: 500, api: { maxLength: 500 } })
  reason!: string;
}

export class ReviewBookingDto implements ReviewBookingRequest {
  @Int({
    int: 'Rating must be a whole number from 1 to 5.',
    min: [1, 'Rating must be from 1 to 5.'],
    max: [5, 'Rating must be from 1 to 5.'],
    api: { minimum: 1, maximum: 5 },
  })
  rating!: number;

  @Text('Comment', { type: 'Comment must be text.', max: 1000, api: { maxLength: 1000 } })
  comment!: string;
}

export class MyBookingsQueryDto {
  @OneOf(['kadet', 'coach'], 'Role must be kadet or coach.', { optional: true, api: { default: 'kadet' } })
  role?: 'kadet' | 'coach';
}

/** POST /api/v2/admin/calendar-sync: optional; applyHeldBack applies a read that was held back. */
export class CalendarSyncDto {
  @Bool('applyHeldBack', {
    optional: true,
    api: { description: "Apply the feed even though it would remove most Koaches' availability at once (after a HELD_BACK answer)." },
  })
  applyHeldBack?: boolean;
}

const FIL = { optional: true, api: { nullable: true } } as const;
const FIL_VERSION = 'The Filipino version must be an object of the texts in Filipino.';

/** A question's Filipino label (issue 29): the English limits, optional. */
export class TrainingQuestionFilDto implements TrainingQuestionFilTexts {
  @Text('Question (Filipino)', { length: [1, L.questionLabelMax], ...FIL })
  label?: string | null;
}

/** A training's Filipino texts (issue 29): the English limits, each text optional. */
export class TrainingFilDto implements TrainingFilTexts {
  @Text('Title (Filipino)', { length: [L.titleMin, L.titleMax], ...FIL })
  title?: string | null;

  @Text('Description (Filipino)', { max: L.descriptionMax, ...FIL })
  description?: string | null;
}

/** A question of a training: its id is kept when editing (answers are keyed by it). */
export class TrainingQuestionDto implements TrainingQuestionInput {
  @Nested(TrainingQuestionFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: TrainingQuestionFilDto | null;

  @Text('Question id', {
    optional: true,
    max: 40,
    pattern: [/^[A-Za-z][\w-]{0,39}$/, 'Question id must start with a letter and hold only letters, digits, - and _.'],
    api: { description: 'Kept when editing; made from the label when absent.' },
  })
  id?: string;

  @Text('Question', { length: [1, L.questionLabelMax], api: { maxLength: L.questionLabelMax } })
  label!: string;

  @Bool('Required')
  required!: boolean;

  @Int({
    int: 'Answer length must be a whole number.',
    min: [1, `Answer length must be a whole number from 1 to ${L.answerMaxLength}.`],
    max: [L.answerMaxLength, `Answer length must be a whole number from 1 to ${L.answerMaxLength}.`],
    api: { minimum: 1, maximum: L.answerMaxLength, description: 'Longest answer accepted, in characters.' },
  })
  maxLength!: number;
}

const minutes = (label: string, min: number, max: number) =>
  Int({
    int: `${label} must be a whole number of minutes.`,
    min: [min, `${label} must be from ${min} to ${max} minutes.`],
    max: [max, `${label} must be from ${min} to ${max} minutes.`],
    api: { minimum: min, maximum: max },
  });

/** POST /api/v2/my/trainings (and the admin's): a new training; its slug is made from the title. */
export class TrainingInputDto implements TrainingInput {
  @Nested(TrainingFilDto, { notObject: FIL_VERSION, ...FIL })
  fil?: TrainingFilDto | null;

  @Text('Title', { length: [L.titleMin, L.titleMax], api: { example: 'Portfolio review', maxLength: L.titleMax } })
  title!: string;

  @Text('Description', { max: L.descriptionMax, api: { maxLength: L.descriptionMax } })
  description!: string;

  @minutes('Duration', L.durationMin, L.durationMax)
  durationMinutes!: number;

  @minutes('Buffer before', 0, L.bufferMax)
  bufferBeforeMinutes!: number;

  @minutes('Buffer after', 0, L.bufferMax)
  bufferAfterMinutes!: number;

  @ListOf('Questions', {
    of: { nested: TrainingQuestionDto },
    max: [L.questionsMax, `A training has at most ${L.questionsMax} questions.`],
  })
  questions!: TrainingQuestionDto[];

  @ListOf('Languages', {
    of: { oneOf: TRAINING_LANGUAGES, message: `Languages must be among ${TRAINING_LANGUAGES.join(', ')}.` },
    min: [1, 'Choose at least one language.'],
    max: [TRAINING_LANGUAGES.length, `Languages must be among ${TRAINING_LANGUAGES.join(', ')}.`],
  })
  languages!: string[];
}

/** PATCH /api/v2/my/trainings/{slug}: any of a training's fields; the slug stays. */
export class UpdateTrainingDto extends PartialType(TrainingInputDto) {}
