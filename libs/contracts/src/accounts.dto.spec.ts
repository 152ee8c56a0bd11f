import { refusedFields } from '@lakbay/platform';
import type { ArgumentMetadata } from '@nestjs/common';
import { AuditLogPageDto, AuditLogQueryDto, CoachChangesDto, ProfileChangesDto, SignupDto } from './accounts.dto';

const errors = (value: unknown, metatype: ArgumentMetadata['metatype'], type: ArgumentMetadata['type'] = 'body') =>
  refusedFields(metatype, value, type);

describe('accounts DTOs', () => {
  it('give one sentence per field, the first check that fails', async () => {
    expect(await errors({ email: 5, password: 'short' }, SignupDto)).toEqual([
      { property: 'email', constraints: ['E-mail address is required.'] },
      { property: 'password', constraints: ['Password must be at least 8 characters.'] },
    ]);
  });

  it('take a language of en or fil at sign-up and in profile changes, and refuse any other or null', async () => {
    const rule = { property: 'language', constraints: ['Language must be one of: en, fil.'] };
    const signup = { email: 'juan@example.ph', password: 'kalamansi-jeepney-42' };
    expect(await errors(signup, SignupDto)).toEqual([]);
    expect(await errors({ ...signup, language: 'fil' }, SignupDto)).toEqual([]);
    expect(await errors({ ...signup, language: 'tl' }, SignupDto)).toEqual([rule]);
    expect(await errors({ language: 'en' }, ProfileChangesDto)).toEqual([]);
    expect(await errors({ language: 'FIL' }, ProfileChangesDto)).toEqual([rule]);
    expect(await errors({ language: null }, ProfileChangesDto)).toEqual([rule]);
  });

  it('take an IANA time zone at sign-up and in profile changes, and refuse any other, null or blank', async () => {
    const rule = (property = 'timeZone') => ({ property, constraints: ['Time zone must be a time zone name such as Asia/Manila.'] });
    const signup = { email: 'juan@example.ph', password: 'kalamansi-jeepney-42' };
    expect(await errors({ ...signup, timeZone: 'Asia/Dubai' }, SignupDto)).toEqual([]);
    expect(await errors({ ...signup, timeZone: 'UTC' }, SignupDto)).toEqual([]);
    for (const bad of ['Mars/Olympus', 'asia/manila', 'EST', '+05:00', '', ' ', null, 5]) {
      expect(await errors({ ...signup, timeZone: bad }, SignupDto)).toEqual([rule()]);
      expect(await errors({ timeZone: bad }, ProfileChangesDto)).toEqual([rule()]);
      expect(await errors({ timeZone: bad }, CoachChangesDto)).toEqual([rule()]);
    }
    expect(await errors({ timeZone: 'America/Argentina/Buenos_Aires' }, ProfileChangesDto)).toEqual([]);
    expect(await errors({ coach: { timeZone: 'Asia/Singapore' } }, ProfileChangesDto)).toEqual([]);
  });

  it('let the audit-log query leave out the page the users service needs', async () => {
    expect(await errors({}, AuditLogQueryDto, 'query')).toEqual([]);
    expect(await errors({}, AuditLogPageDto)).toEqual([
      { property: 'page', constraints: ['page must be a whole number from 1.'] },
      { property: 'pageSize', constraints: ['pageSize must be a whole number from 1 to 100.'] },
    ]);
  });

  it('still check a page the audit-log query is given', async () => {
    expect(await errors({ page: '0' }, AuditLogQueryDto, 'query')).toEqual([
      { property: 'page', constraints: ['page must be a whole number from 1.'] },
    ]);
  });

  it('let profile changes clear a field with null but not a name that cannot be cleared', async () => {
    expect(await errors({ city: null }, ProfileChangesDto)).toEqual([]);
    expect(await errors({ bio: null, coach: { displayName: null } }, ProfileChangesDto)).toEqual([
      { property: 'coach.displayName', constraints: ['Display name must be text.'] },
    ]);
  });

  it('refuse an empty, blank or null first name in profile changes, and accept one left out', async () => {
    expect(await errors({ firstName: '' }, ProfileChangesDto)).toEqual([
      { property: 'firstName', constraints: ['First name is required.'] },
    ]);
    expect(await errors({ firstName: '   ' }, ProfileChangesDto)).toEqual([
      { property: 'firstName', constraints: ['First name is required.'] },
    ]);
    expect(await errors({ firstName: null }, ProfileChangesDto)).toEqual([
      { property: 'firstName', constraints: ['First name must be text.'] },
    ]);
    expect(await errors({ firstName: 'Maria', lastName: null }, ProfileChangesDto)).toEqual([]);
    expect(await errors({ city: 'Cebu City' }, ProfileChangesDto)).toEqual([]);
  });

  it('take interest scores of 0 to 10 for each of the six areas, or null to remove them', async () => {
    const valid = { R: 0, I: 10, A: 4, S: 9, E: 2, C: 1 };
    expect(await errors({ interestScores: valid }, ProfileChangesDto)).toEqual([]);
    expect(await errors({ interestScores: null }, ProfileChangesDto)).toEqual([]);
    const rule = 'Interest scores must give each of R, I, A, S, E and C a whole number from 0 to 10.';
    expect(await errors({ interestScores: { ...valid, I: 11, A: 1.5 } }, ProfileChangesDto)).toEqual([
      { property: 'interestScores.I', constraints: [rule] },
      { property: 'interestScores.A', constraints: [rule] },
    ]);
    const { C: _c, ...missing } = valid;
    expect(await errors({ interestScores: missing }, ProfileChangesDto)).toEqual([{ property: 'interestScores.C', constraints: [rule] }]);
    expect(await errors({ interestScores: 'SIA' }, ProfileChangesDto)).toEqual([{ property: 'interestScores', constraints: [rule] }]);
  });
});
