// Payloads of the scheduling service's messages: the HTTP classes of libs/contracts plus what the
// BFF adds (who acts, the people it resolved in the users service).
import { type CoachDirectoryEntry, LANGUAGES, type Language, type PublicCoachProfile, type RequestOf } from '@lakbay/contracts';
import { UserContactMessage } from '@lakbay/contracts/accounts.dto';
import {
  CancelBookingDto,
  CreateBookingDto,
  LinkTokenDto,
  RescheduleBookingDto,
  ReviewBookingDto,
  TrainingInputDto,
  UpdateTrainingDto,
} from '@lakbay/contracts/scheduling.dto';
import { Bool, ListOf, Text } from '@lakbay/contracts/field-decorators';
import { IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsISO8601, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';

// Checked as class-validator's plain decorators were: its own sentences, text kept as sent, size
// before type.
const RAW = { plain: true, trim: false, reversed: true } as const;

export class CoachEntryMessage implements CoachDirectoryEntry {
  @IsUUID()
  userId!: string;
  @IsEmail()
  email!: string;
  @IsString()
  @MaxLength(80)
  slug!: string;
  @IsString()
  @MaxLength(200)
  displayName!: string;
  @IsOptional()
  @IsString()
  @MaxLength(200)
  firstName!: string | null;
  @IsString()
  @MaxLength(80)
  timeZone!: string;
  @Text('meetingLink', { max: 500, optional: true, ...RAW })
  meetingLink!: string | null;
  @IsIn(LANGUAGES)
  language!: Language;
  @IsObject()
  profile!: PublicCoachProfile;
}

/** A booking and who acts on it: the logged-in user, or nobody when a link token stands in. */
export class BookingActorMessage {
  @IsUUID()
  bookingId!: string;
  @IsOptional()
  @IsUUID()
  userId?: string;
  @IsOptional()
  @IsBoolean()
  isAdmin?: boolean;
}

export class CoachIdsMessage implements RequestOf<'scheduling.coaches.overview'> {
  @ListOf('coachIds', { of: { uuid: undefined }, max: 200, plain: true, reversed: true })
  coachIds!: string[];
}

export class CoachIdMessage implements RequestOf<'scheduling.kadets.mine'> {
  @IsUUID()
  coachId!: string;
}

/** A coach's page in the reader's language (issue 29): English when left out. */
export class CoachDetailMessage extends CoachIdMessage implements RequestOf<'scheduling.coaches.detail'> {
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class RangeMessage implements RequestOf<'scheduling.coaches.free'> {
  @IsISO8601()
  from!: string;
  @IsISO8601()
  to!: string;
}

export class AvailabilityMessage implements RequestOf<'scheduling.availability.get'> {
  @IsUUID()
  coachId!: string;
  @IsString()
  @MaxLength(80)
  timeZone!: string;
  @IsISO8601()
  from!: string;
  @IsISO8601()
  to!: string;
  @Text('trainingSlug', { max: 80, optional: true, ...RAW })
  trainingSlug?: string;
  @IsOptional()
  @IsUUID()
  bookingId?: string;
}

export class CreateBookingMessage extends CreateBookingDto implements RequestOf<'scheduling.bookings.create'> {
  @ValidateNested()
  @Type(() => UserContactMessage)
  kadet!: UserContactMessage;
  @ValidateNested()
  @Type(() => CoachEntryMessage)
  coach!: CoachEntryMessage;
}

export class MyBookingsMessage implements RequestOf<'scheduling.bookings.mine'> {
  @IsUUID()
  userId!: string;
  @IsIn(['kadet', 'coach'])
  role!: 'kadet' | 'coach';
}

export class BookingRefMessage
  extends IntersectionType(LinkTokenDto, BookingActorMessage)
  implements RequestOf<'scheduling.bookings.get'> {}

export class RescheduleMessage
  extends IntersectionType(RescheduleBookingDto, BookingActorMessage)
  implements RequestOf<'scheduling.bookings.reschedule'> {}

export class CancelMessage
  extends IntersectionType(CancelBookingDto, BookingActorMessage)
  implements RequestOf<'scheduling.bookings.cancel'> {}

export class ReviewMessage extends ReviewBookingDto implements RequestOf<'scheduling.bookings.review'> {
  @IsUUID()
  bookingId!: string;
  @IsUUID()
  userId!: string;
}

export class NoShowMessage extends BookingActorMessage implements RequestOf<'scheduling.bookings.noShow'> {}

export class CoachZoneMessage implements RequestOf<'scheduling.availability.mine'> {
  @IsUUID()
  coachId!: string;
  @IsEmail()
  email!: string;
  @IsString()
  @MaxLength(80)
  timeZone!: string;
}

export class ActorMessage implements RequestOf<'scheduling.calendar.status'> {
  @IsUUID()
  actorId!: string;
}

export class CalendarSyncMessage extends ActorMessage implements RequestOf<'scheduling.calendar.sync'> {
  @IsOptional()
  @IsBoolean()
  applyHeldBack?: boolean;
}

/** Whose trainings: the coach the BFF names (the caller on /my, any coach for an admin). */
export class TrainingsMessage implements RequestOf<'scheduling.trainings.list'> {
  @IsUUID()
  coachId!: string;
}

export class CreateTrainingMessage extends TrainingInputDto implements RequestOf<'scheduling.trainings.create'> {
  @IsUUID()
  coachId!: string;
}

export class UpdateTrainingMessage extends UpdateTrainingDto implements RequestOf<'scheduling.trainings.update'> {
  @IsUUID()
  coachId!: string;
  @Text('slug', { max: 80, ...RAW })
  slug!: string;
}

export class RetireTrainingMessage implements RequestOf<'scheduling.trainings.retire'> {
  @IsUUID()
  coachId!: string;
  @Text('slug', { max: 80, ...RAW })
  slug!: string;
  @Bool('retired', { plain: true })
  retired!: boolean;
}
