import type { EntityManager } from '@mikro-orm/core';
import type { AppConfig } from '@lakbay/platform';
import { hashSessionToken } from '../auth/session-token';
import { DataExport } from '../entities/data-export.entity';
import { User } from '../entities/user.entity';
import { PrivacyService, anonymise, consentsOf, deletedEmail } from './privacy.service';

function filledUser(): User {
  return Object.assign(new User(), {
    email: 'juan@example.ph',
    passwordHash: 'scrypt$1$2$3$salt$hash',
    googleSub: 'google-123',
    username: 'juan',
    firstName: 'Juan',
    lastName: 'dela Cruz',
    avatarUrl: 'https://example.ph/juan.png',
    avatarFile: '0f8fad5b-d9cb-469f-a165-70867728950e.png',
    province: 'Iloilo',
    city: 'Iloilo City',
    school: 'Iloilo National High School',
    degree: 'STEM',
    yearLevel: 'GRADE_12',
    studentStatus: 'FULL_TIME',
    jobSearchStage: 'EXPLORING',
    careerInterests: ['data'],
    interestScores: { R: 1, I: 2, A: 3, S: 4, E: 5, C: 6 },
    interestCode: 'CES',
    interestTakenAt: new Date(),
    bio: 'Mahilig sa computers.',
    timeZone: 'Asia/Dubai',
    emailVerified: true,
    isAdmin: true,
    dataPrivacyConsentAt: new Date('2026-11-20T02:00:00Z'),
  });
}

describe('account deletion in the users service', () => {
  it('clears every personal field, closes the account and gives it an address no one has', () => {
    const user = filledUser();
    const now = new Date('2026-11-25T10:00:00Z');
    anonymise(user, now);
    expect(user).toMatchObject({
      email: deletedEmail(user.id),
      passwordHash: null,
      googleSub: null,
      username: null,
      firstName: null,
      lastName: null,
      avatarUrl: null,
      avatarFile: null,
      province: null,
      city: null,
      school: null,
      degree: null,
      yearLevel: null,
      studentStatus: null,
      jobSearchStage: null,
      careerInterests: [],
      interestScores: null,
      interestCode: null,
      interestTakenAt: null,
      bio: null,
      timeZone: 'Asia/Manila',
      emailVerified: false,
      isActive: false,
      isAdmin: false,
      deletedAt: now,
    });
    expect(user.email).toMatch(/@deleted\.invalid$/);
  });

  it('lists the Data Privacy consent with its date, and nothing before it is given', () => {
    expect(consentsOf(filledUser())).toEqual([{ kind: 'DATA_PRIVACY', givenAt: '2026-11-20T02:00:00.000Z' }]);
    expect(consentsOf(new User())).toEqual([]);
  });
});

describe('data export links', () => {
  const token = 'a-token-that-was-e-mailed';
  const owner = '6f0c1a8e-1d7b-4c55-9a3e-2b1f0d9c7e11';
  const exportRow = (expiresAt: Date) =>
    Object.assign(new DataExport(), {
      userId: owner,
      file: '0f8fad5b-d9cb-469f-a165-70867728950e.zip',
      tokenHash: hashSessionToken(token),
      requestedAt: new Date('2026-12-01T02:00:00Z'),
      expiresAt,
    });
  // Only the row lookup is used by a download: the entity manager answers the row a hash names.
  const serviceWith = (row: DataExport) => {
    const em = { findOne: async (_: unknown, where: { tokenHash: string }) => (where.tokenHash === row.tokenHash ? row : null) };
    const unused = {} as never;
    return new PrivacyService(em as unknown as EntityManager, unused, unused, unused, unused, unused, {} as AppConfig);
  };

  it('downloads for its owner while the link has not expired', async () => {
    const service = serviceWith(exportRow(new Date(Date.now() + 60_000)));
    await expect(service.download(token, owner)).resolves.toEqual({
      file: expect.stringMatching(/\.zip$/),
      fileName: 'lakbay-data-2026-12-01.zip',
    });
  });

  it('answers an expired link as an unknown one (404), even for its owner', async () => {
    const service = serviceWith(exportRow(new Date(Date.now() - 1)));
    await expect(service.download(token, owner)).rejects.toMatchObject({ status: 404 });
  });

  it('answers another account, or another token, as an unknown link', async () => {
    const service = serviceWith(exportRow(new Date(Date.now() + 60_000)));
    await expect(service.download(token, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
    await expect(service.download('another-token', owner)).rejects.toMatchObject({ status: 404 });
  });
});
