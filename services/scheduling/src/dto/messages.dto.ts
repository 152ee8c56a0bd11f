// Payloads of the scheduling service's messages: the HTTP classes of libs/contracts plus what the
// BFF adds (who acts, the people it resolved in the users service).
import type { CoachDirectoryEntry, PublicCoachProfile, RequestOf, UserContact } from '@lakbay/contracts';
import { CancelBookingDto, CreateBookingDto, RescheduleBookingDto, ReviewBookingDto } from '@lakbay/contracts/scheduling.dto';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';

export class UserContactMessage implements UserContact {
  @IsUUID()
  userId!: string;
  @IsEmail()
  email!: string;
  @IsString()
  @MaxLength(200)
  name!: string;
  @IsBoolean()
  isCoach!: boolean;
  @IsBoolean()
  isActive!: boolean;
}

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
  @IsString()
  @MaxLength(80)
  timeZone!: string;
  @IsOptional()
  @IsString()
  @MaxLength(500)
  meetingLink!: string | null;
  @IsObject()
  profile!: PublicCoachProfile;
}

class ActorFields {
  @IsOptional()
  @IsUUID()
  userId?: string;
  @IsOptional()
  @IsBoolean()
  isAdmin?: boolean;
}

export class CoachIdsMessage implements RequestOf<'scheduling.coaches.overview'> {
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  coachIds!: string[];
}

export class CoachIdMessage implements RequestOf<'scheduling.coaches.detail'> {
  @IsUUID()
  coachId!: string;
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
  @IsOptional()
  @IsString()
  @MaxLength(80)
  trainingSlug?: string;
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

export class BookingRefMessage extends ActorFields implements RequestOf<'scheduling.bookings.get'> {
  @IsUUID()
  bookingId!: string;
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  token?: string;
}

export class RescheduleMessage extends RescheduleBookingDto implements RequestOf<'scheduling.bookings.reschedule'> {
  @IsUUID()
  bookingId!: string;
  @IsOptional()
  @IsUUID()
  userId?: string;
  @IsOptional()
  @IsBoolean()
  isAdmin?: boolean;
}

export class CancelMessage extends CancelBookingDto implements RequestOf<'scheduling.bookings.cancel'> {
  @IsUUID()
  bookingId!: string;
  @IsOptional()
  @IsUUID()
  userId?: string;
  @IsOptional()
  @IsBoolean()
  isAdmin?: boolean;
}

export class ReviewMessage extends ReviewBookingDto implements RequestOf<'scheduling.bookings.review'> {
  @IsUUID()
  bookingId!: string;
  @IsUUID()
  userId!: string;
}

export class NoShowMessage extends ActorFields implements RequestOf<'scheduling.bookings.noShow'> {
  @IsUUID()
  bookingId!: string;
}

export class CoachZoneMessage implements RequestOf<'scheduling.availability.mine'> {
  @IsUUID()
  coachId!: string;
  @IsEmail()
  email!: string;
  @IsString()
  @MaxLength(80)
  timeZone!: string;
}

export class ActorMessage implements RequestOf<'scheduling.calendar.sync'> {
  @IsUUID()
  actorId!: string;
}
