import { refusedFields } from '@lakbay/platform';
import type { ArgumentMetadata } from '@nestjs/common';
import { CoachDirectoryMessage, CoachListMessage, ContactsMessage } from './coach-directory-messages.dto';

const id = '3f1b2c3d-1111-4222-8333-444455556666';

// Refusals are 400s with field details; anything else is thrown and fails the test.
const errors = (value: unknown, metatype: ArgumentMetadata['metatype']) => refusedFields(metatype, value);

describe('coach directory message payloads', () => {
  describe('users.coaches.list', () => {
    it('accepts filters and a page', async () => {
      expect(await errors({ category: 'data', language: 'Cebuano', ids: [id], page: 1, pageSize: 50 }, CoachListMessage)).toEqual([]);
      expect(await errors({ page: 3, pageSize: 1 }, CoachListMessage)).toEqual([]);
    });

    it('refuses a page below 1 and a page size outside 1 to 50', async () => {
      expect(await errors({ page: 0, pageSize: 10 }, CoachListMessage)).toEqual([
        { property: 'page', constraints: ['Page must be 1 or more.'] },
      ]);
      expect(await errors({ page: 1, pageSize: 51 }, CoachListMessage)).toEqual([
        { property: 'pageSize', constraints: ['Page size must be 50 or less.'] },
      ]);
      expect(await errors({ page: 1, pageSize: 0 }, CoachListMessage)).toEqual([
        { property: 'pageSize', constraints: ['Page size must be 1 or more.'] },
      ]);
      expect(await errors({ page: 1.5 }, CoachListMessage)).toEqual([
        { property: 'page', constraints: ['Page must be a whole number.'] },
        { property: 'pageSize', constraints: ['Page size must be a whole number.'] },
      ]);
    });

    it('refuses an unknown category, an empty language and ids that are not user ids', async () => {
      expect(await errors({ category: 'cooking', language: '', ids: ['maria'], page: 1, pageSize: 10 }, CoachListMessage)).toEqual([
        { property: 'category', constraints: ['Category must be one of the career categories.'] },
        { property: 'language', constraints: ['Language must not be empty.'] },
        { property: 'ids', constraints: ['Each id must be a user id.'] },
      ]);
    });
  });

  describe('users.coaches.directory', () => {
    it('accepts no filter, a slug or ids', async () => {
      expect(await errors({}, CoachDirectoryMessage)).toEqual([]);
      expect(await errors({ slug: 'demo-koach', userIds: [id] }, CoachDirectoryMessage)).toEqual([]);
    });

    it('refuses a slug that no coach could have', async () => {
      expect(await errors({ slug: 'Demo Koach' }, CoachDirectoryMessage)).toEqual([
        { property: 'slug', constraints: ['Slug must be 1 to 80 lower-case letters, digits or dashes.'] },
      ]);
    });
  });

  describe('users.contacts', () => {
    it('accepts 1 to 200 user ids', async () => {
      expect(await errors({ userIds: [id] }, ContactsMessage)).toEqual([]);
      expect(await errors({ userIds: Array.from({ length: 200 }, () => id) }, ContactsMessage)).toEqual([]);
    });

    it('refuses none, more than 200, or something else', async () => {
      expect(await errors({ userIds: [] }, ContactsMessage)).toEqual([
        { property: 'userIds', constraints: ['Name at least one user id.'] },
      ]);
      expect(await errors({ userIds: Array.from({ length: 201 }, () => id) }, ContactsMessage)).toEqual([
        { property: 'userIds', constraints: ['User ids must be at most 200.'] },
      ]);
      expect(await errors({}, ContactsMessage)).toEqual([{ property: 'userIds', constraints: ['User ids must be a list.'] }]);
    });
  });
});
