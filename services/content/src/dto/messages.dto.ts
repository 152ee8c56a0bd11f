// Payloads of the content service's messages. The records inside use the same validation classes
// as the BFF (libs/contracts/src/content.dto.ts); these add what the BFF adds around them.
import { LANGUAGES, type Language, type Registrant, TIME_ZONE_RULE } from '@lakbay/contracts';
import type { Type as Class } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { Int, Text, TimeZone } from '@lakbay/contracts/field-decorators';
import {
  ADMIN_REGISTRATION_ACTIONS,
  AdminListQueryDto,
  CareerListQueryDto,
  CareerSuggestionQueryDto,
  EventListQueryDto,
  JobListQueryDto,
  RegistrationListQueryDto,
  VideoListQueryDto,
} from '@lakbay/contracts/content.dto';

// Checked as class-validator's plain decorators were: its own sentences, text kept as sent, size
// before type.
const RAW = { plain: true, trim: false, reversed: true } as const;

export class ConditionalMessage {
  @Text('ifNoneMatch', { max: 2000, optional: true, ...RAW })
  ifNoneMatch?: string;

  /** The reader's language (issue 29): English when left out. */
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class ByIdMessage extends ConditionalMessage {
  @IsUUID('all', { message: 'Id must be a UUID.' })
  id!: string;
}

export class BySlugMessage extends ConditionalMessage {
  @IsString()
  @MaxLength(200)
  slug!: string;
}

export class CareerListMessage extends ConditionalMessage {
  @ValidateNested()
  @Type(() => CareerListQueryDto)
  query!: CareerListQueryDto;
}

export class CareerSuggestionsMessage extends ConditionalMessage {
  @ValidateNested()
  @Type(() => CareerSuggestionQueryDto)
  query!: CareerSuggestionQueryDto;
}

export class JobListMessage extends ConditionalMessage {
  @ValidateNested()
  @Type(() => JobListQueryDto)
  query!: JobListQueryDto;
}

export class VideoListMessage extends ConditionalMessage {
  @ValidateNested()
  @Type(() => VideoListQueryDto)
  query!: VideoListQueryDto;
}

export class EventListMessage extends ConditionalMessage {
  @ValidateNested()
  @Type(() => EventListQueryDto)
  query!: EventListQueryDto;
}

export class AdminListMessage extends AdminListQueryDto {}

export class AdminByIdMessage {
  @IsUUID('all', { message: 'Id must be a UUID.' })
  id!: string;
}

/** content.admin.<kind>.update: the record's id and the fields to change, validated by the kind's class. */
export function updateMessage<U extends object>(changes: Class<U>): Class<AdminByIdMessage & { changes: U }> {
  class UpdateMessage extends AdminByIdMessage {
    @ValidateNested()
    @Type(() => changes)
    changes!: U;
  }
  return UpdateMessage;
}

export class RegistrantDto implements Registrant {
  @IsUUID('all')
  userId!: string;

  @IsEmail()
  @MaxLength(320)
  email!: string;

  @Text('username', { max: 100, optional: true, ...RAW })
  username!: string | null;

  @Text('fullName', { max: 400, optional: true, ...RAW })
  fullName?: string | null;

  @Text('firstName', { max: 200, optional: true, ...RAW })
  firstName?: string | null;

  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;

  @TimeZone(TIME_ZONE_RULE, { optional: true, plain: true })
  timeZone?: string;
}

export class RegisterMessage {
  @IsUUID('all', { message: 'Event id must be a UUID.' })
  eventId!: string;

  @ValidateNested()
  @Type(() => RegistrantDto)
  registrant!: RegistrantDto;

  @IsOptional()
  @IsBoolean()
  interestOnly?: boolean;
}

export class MyRegistrationMessage {
  @IsUUID('all', { message: 'Event id must be a UUID.' })
  eventId!: string;

  @IsUUID('all')
  userId!: string;
}

export class MyRegistrationsMessage {
  @IsUUID('all')
  userId!: string;

  /** The reader's language for the events' texts (issue 29): English when left out. */
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class AdminRegistrationListMessage extends RegistrationListQueryDto {
  @IsUUID('all', { message: 'Event id must be a UUID.' })
  eventId!: string;
}

export class AdminRegistrationUpdateMessage {
  @IsUUID('all', { message: 'Event id must be a UUID.' })
  eventId!: string;

  @IsUUID('all', { message: 'Registration id must be a UUID.' })
  registrationId!: string;

  @IsIn(ADMIN_REGISTRATION_ACTIONS, { message: 'Action must be APPROVE, REJECT, COMPLETE or DROP_OUT.' })
  action!: (typeof ADMIN_REGISTRATION_ACTIONS)[number];
}

export class ChangesMessage {
  @Int({ int: 'after must be a whole number.', min: [0, 'after must be 0 or more.'] })
  after!: number;

  @Int({ int: 'limit must be a whole number.', min: [1, 'limit must be 1 or more.'], max: [1000, 'limit must be 1000 or less.'] })
  limit!: number;
}
