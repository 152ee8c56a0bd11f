// Payloads of the coach list, coach directory and contacts messages (services ask them, not browsers).
import { CAREER_CATEGORY_KEYS, type CareerCategory, MAX_PAGE_SIZE, type RequestOf } from '@lakbay/contracts';
import { Int, ListOf, OneOf, Text } from '@lakbay/contracts/field-decorators';

/** The most ids one message may name (a page of bookings, a calendar's organisers). */
export const MAX_IDS = 200;

const USER_ID = { uuid: 'Each user id must be a user id.' };

export class CoachListMessage implements RequestOf<'users.coaches.list'> {
  @OneOf(CAREER_CATEGORY_KEYS, 'Category must be one of the career categories.', { optional: true })
  category?: CareerCategory;

  @Text('Language', { min: [1, 'Language must not be empty.'], max: 40, trim: false, optional: true })
  language?: string;

  @ListOf('Ids', {
    of: { uuid: 'Each id must be a user id.' },
    notList: 'Ids must be a list of user ids.',
    max: [MAX_IDS, `Ids must be at most ${MAX_IDS}.`],
    optional: true,
  })
  ids?: string[];

  @Int({ int: 'Page must be a whole number.', min: [1, 'Page must be 1 or more.'], max: [100000, 'Page is too large.'] })
  page!: number;

  @Int({
    int: 'Page size must be a whole number.',
    min: [1, 'Page size must be 1 or more.'],
    max: [MAX_PAGE_SIZE, `Page size must be ${MAX_PAGE_SIZE} or less.`],
  })
  pageSize!: number;
}

export class CoachDirectoryMessage implements RequestOf<'users.coaches.directory'> {
  @Text('Slug', {
    pattern: [/^[a-z0-9-]{1,80}$/, 'Slug must be 1 to 80 lower-case letters, digits or dashes.'],
    trim: false,
    optional: true,
  })
  slug?: string;

  @ListOf('User ids', { of: USER_ID, max: [MAX_IDS, `User ids must be at most ${MAX_IDS}.`], optional: true })
  userIds?: string[];
}

export class ContactsMessage implements RequestOf<'users.contacts'> {
  @ListOf('User ids', { of: USER_ID, min: [1, 'Name at least one user id.'], max: [MAX_IDS, `User ids must be at most ${MAX_IDS}.`] })
  userIds!: string[];
}
