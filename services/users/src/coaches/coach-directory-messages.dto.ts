// Payloads of the coach list, coach directory and contacts messages (services ask them, not browsers).
import { CAREER_CATEGORY_KEYS, type CareerCategory, MAX_PAGE_SIZE, type RequestOf } from '@lakbay/contracts';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

/** The most ids one message may name (a page of bookings, a calendar's organisers). */
export const MAX_IDS = 200;

// class-validator runs a property's decorators bottom-up; with stopAtFirstError the type check is last.
const say = (message: string) => ({ message });

export class CoachListMessage implements RequestOf<'users.coaches.list'> {
  @IsOptional()
  @IsIn(CAREER_CATEGORY_KEYS, say('Category must be one of the career categories.'))
  category?: CareerCategory;

  @IsOptional()
  @MaxLength(40, say('Language must be at most 40 characters.'))
  @MinLength(1, say('Language must not be empty.'))
  @IsString(say('Language must be text.'))
  language?: string;

  @IsOptional()
  @IsUUID('all', { each: true, message: 'Each id must be a user id.' })
  @ArrayMaxSize(MAX_IDS, say(`Ids must be at most ${MAX_IDS}.`))
  @IsArray(say('Ids must be a list of user ids.'))
  ids?: string[];

  @Max(100000, say('Page is too large.'))
  @Min(1, say('Page must be 1 or more.'))
  @IsInt(say('Page must be a whole number.'))
  page!: number;

  @Max(MAX_PAGE_SIZE, say(`Page size must be ${MAX_PAGE_SIZE} or less.`))
  @Min(1, say('Page size must be 1 or more.'))
  @IsInt(say('Page size must be a whole number.'))
  pageSize!: number;
}

export class CoachDirectoryMessage implements RequestOf<'users.coaches.directory'> {
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,80}$/, say('Slug must be 1 to 80 lower-case letters, digits or dashes.'))
  @IsString(say('Slug must be text.'))
  slug?: string;

  @IsOptional()
  @IsUUID('all', { each: true, message: 'Each user id must be a user id.' })
  @ArrayMaxSize(MAX_IDS, say(`User ids must be at most ${MAX_IDS}.`))
  @IsArray(say('User ids must be a list.'))
  userIds?: string[];
}

export class ContactsMessage implements RequestOf<'users.contacts'> {
  @IsUUID('all', { each: true, message: 'Each user id must be a user id.' })
  @ArrayMaxSize(MAX_IDS, say(`User ids must be at most ${MAX_IDS}.`))
  @ArrayMinSize(1, say('Name at least one user id.'))
  @IsArray(say('User ids must be a list.'))
  userIds!: string[];
}
