import { User } from '../entities/user.entity';
import { anonymise, consentsOf, deletedEmail } from './privacy.service';

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
