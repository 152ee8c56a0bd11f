import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type CoachProfileChanges,
  ErrorCode,
  INTEREST_AREAS,
  type InterestScores,
  interestCode,
  type ProfileChanges,
  type PublicCoachProfile,
  TIME_ZONE_RULE,
  type UserProfile,
  isTimeZoneName,
} from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, inTransaction } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../entities/audit-log.entity';
import { DataExport } from '../entities/data-export.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';
import { CoachFeed, recordCoachChange } from '../coaches/coach-feed';
import { isCoachVisible } from '../coaches/coach-document';
import { alreadyTaken, badRequest, cleanText, coachSlug, conflict, escapeLike, forbidden, notFound } from '../common/text';
import { fullName, toProfile, toPublicCoach } from './profile-views';

export const USERNAME_TAKEN = 'This username is taken. Please choose another.';
export const NOT_A_COACH = 'Only Koaches have a coach profile.';
export const NO_USER = 'There is no user with this id.';

/** Who makes a change: the owner, an admin, or an admin emulating the owner. */
export interface Actor {
  actorId: string;
  emulatedUserId?: string | null;
}

/** What one write did, so the caller can nudge consumers after the commit. */
interface WriteResult<T> {
  value: T;
  changeSeq: number | null;
}

@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly feed: CoachFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(userId: string): Promise<UserProfile> {
    const user = await this.user(this.em, userId);
    return toProfile(user, await this.coachOf(this.em, user), this.config.http.publicUrl);
  }

  /** PATCH of profile fields; coach fields only for coaches; an admin changing someone else is audited. */
  async update(userId: string, actor: Actor, changes: ProfileChanges): Promise<UserProfile> {
    return this.write(async (em) => {
      const user = await this.user(em, userId);
      if (changes.coach && !user.isCoach) {
        throw forbidden(NOT_A_COACH);
      }
      if (changes.username !== undefined && changes.username !== null) {
        await this.setUsername(em, user, changes.username);
      }
      applyPersonal(user, changes);
      let coach = await this.coachOf(em, user);
      let changeSeq: number | null = null;
      if (changes.coach) {
        coach ??= em.create(CoachProfile, { userId: user.id });
        await this.applyCoach(em, coach, changes.coach, user);
      }
      if (actor.actorId !== userId && !actor.emulatedUserId) {
        em.create(AuditLog, {
          actorId: actor.actorId,
          action: 'admin.updateProfile',
          details: { userId, fields: Object.keys(changes) },
        });
      }
      await this.flush(em);
      if (user.isCoach && (changes.coach || changes.username !== undefined)) {
        changeSeq = (await recordCoachChange(em, user, coach)).seq;
      }
      return { value: toProfile(user, coach, this.config.http.publicUrl), changeSeq };
    });
  }

  async setAvatar(userId: string, file: string): Promise<{ profile: UserProfile; previousFile: string | null }> {
    const user = await this.user(this.em, userId);
    const previousFile = user.avatarFile ?? null;
    user.avatarFile = file;
    await this.em.flush();
    return { profile: toProfile(user, await this.coachOf(this.em, user), this.config.http.publicUrl), previousFile };
  }

  /** The names among `files` that an avatar or a data export points at (the BFF's upload sweep). */
  async referencedFiles(files: string[]): Promise<string[]> {
    const avatars = await this.em.find(User, { avatarFile: { $in: files } }, { fields: ['avatarFile'] });
    const exports = await this.em.find(DataExport, { file: { $in: files } }, { fields: ['file'] });
    return [...avatars.map((u) => u.avatarFile), ...exports.map((e) => e.file)].filter((f): f is string => Boolean(f));
  }

  /** Onboarding step 2 of both roles: username and names. */
  async namesStep(
    userId: string,
    role: 'kadet' | 'coach',
    step: { username: string; firstName: string; lastName: string },
  ): Promise<UserProfile> {
    return this.write(async (em) => {
      const user = await this.user(em, userId);
      assertFlow(user, role);
      await this.setUsername(em, user, step.username);
      user.firstName = cleanText(step.firstName);
      user.lastName = cleanText(step.lastName);
      advance(user, 2);
      await this.flush(em);
      const coach = await this.coachOf(em, user);
      const changeSeq = user.isCoach ? (await recordCoachChange(em, user, coach)).seq : null;
      return { value: toProfile(user, coach, this.config.http.publicUrl), changeSeq };
    });
  }

  /** Kadet step 3: school and studies. */
  async studiesStep(
    userId: string,
    step: Pick<ProfileChanges, 'school' | 'degree' | 'yearLevel' | 'studentStatus' | 'province' | 'city'>,
  ): Promise<UserProfile> {
    return this.write(async (em) => {
      const user = await this.user(em, userId);
      assertFlow(user, 'kadet');
      assertReached(user, 3);
      applyPersonal(user, step);
      advance(user, 3);
      await this.flush(em);
      return { value: toProfile(user, null, this.config.http.publicUrl), changeSeq: null };
    });
  }

  /** Kadet step 4: interests and the Data Privacy Act consent; finishes onboarding. */
  async interestsStep(userId: string, step: Pick<ProfileChanges, 'careerInterests' | 'jobSearchStage' | 'bio'>): Promise<UserProfile> {
    return this.write(async (em) => {
      const user = await this.user(em, userId);
      assertFlow(user, 'kadet');
      assertReached(user, 4);
      applyPersonal(user, step);
      user.dataPrivacyConsentAt ??= new Date();
      advance(user, 4);
      await this.flush(em);
      return { value: toProfile(user, null, this.config.http.publicUrl), changeSeq: null };
    });
  }

  /** Koach step 3: the public coach profile (the slug is made from the display name here). */
  async coachProfileStep(userId: string, step: CoachProfileChanges): Promise<UserProfile> {
    return this.write(async (em) => {
      const user = await this.user(em, userId);
      assertFlow(user, 'coach');
      assertReached(user, 3);
      const coach = (await this.coachOf(em, user)) ?? em.create(CoachProfile, { userId: user.id });
      await this.applyCoach(em, coach, step, user);
      advance(user, 3);
      await this.flush(em);
      const changeSeq = (await recordCoachChange(em, user, coach)).seq;
      return { value: toProfile(user, coach, this.config.http.publicUrl), changeSeq };
    });
  }

  /** Koach step 4: LinkedIn, meeting link, time zone and consent; finishes onboarding. */
  async coachLinksStep(userId: string, step: Pick<CoachProfileChanges, 'linkedinUrl' | 'meetingLink' | 'timeZone'>): Promise<UserProfile> {
    return this.write(async (em) => {
      const user = await this.user(em, userId);
      assertFlow(user, 'coach');
      assertReached(user, 4);
      const coach = (await this.coachOf(em, user)) ?? em.create(CoachProfile, { userId: user.id });
      await this.applyCoach(em, coach, step, user);
      user.dataPrivacyConsentAt ??= new Date();
      advance(user, 4);
      await this.flush(em);
      const changeSeq = (await recordCoachChange(em, user, coach)).seq;
      return { value: toProfile(user, coach, this.config.http.publicUrl), changeSeq };
    });
  }

  /** An active coach's public profile; inactive coaches and Kadets are not found. */
  async publicCoach(slug: string): Promise<PublicCoachProfile> {
    const coach = await this.em.findOne(CoachProfile, { slug });
    const user = coach ? await this.em.findOne(User, { id: coach.userId }) : null;
    if (!user || !coach || !isCoachVisible(user, coach)) {
      throw notFound('There is no Koach at this address.');
    }
    return toPublicCoach(user, coach, this.config.http.publicUrl);
  }

  // ---------------------------------------------------------------------------------------------

  /** Runs a write in one transaction, then nudges change-feed consumers if the log grew. */
  private async write<T>(work: (em: EntityManager) => Promise<WriteResult<T>>): Promise<T> {
    const result = await inTransaction(this.em, work);
    if (result.changeSeq !== null) {
      await this.feed.nudge(result.changeSeq);
    }
    return result.value;
  }

  private async user(em: EntityManager, userId: string): Promise<User> {
    const user = await em.findOne(User, { id: userId });
    if (!user) {
      throw notFound(NO_USER);
    }
    return user;
  }

  private coachOf(em: EntityManager, user: User): Promise<CoachProfile | null> {
    return user.isCoach ? em.findOne(CoachProfile, { userId: user.id }) : Promise.resolve(null);
  }

  private async setUsername(em: EntityManager, user: User, username: string): Promise<void> {
    if (user.username === username) {
      return;
    }
    const taken = await em.count(User, { username: { $ilike: escapeLike(username) }, id: { $ne: user.id } });
    if (taken) {
      throw alreadyTaken(ErrorCode.USERS_USERNAME_TAKEN, USERNAME_TAKEN, 'username');
    }
    user.username = username;
  }

  private async applyCoach(em: EntityManager, coach: CoachProfile, changes: CoachProfileChanges, user: User): Promise<void> {
    if (changes.displayName !== undefined) {
      coach.displayName = cleanText(changes.displayName) ?? coach.displayName ?? null;
    }
    if (changes.headline !== undefined) {
      coach.headline = cleanText(changes.headline);
    }
    if (changes.expertise !== undefined) {
      coach.expertise = [...new Set(changes.expertise)];
    }
    if (changes.yearsOfExperience !== undefined) {
      coach.yearsOfExperience = changes.yearsOfExperience;
    }
    if (changes.bio !== undefined) {
      coach.bio = cleanText(changes.bio);
    }
    if (changes.languages !== undefined) {
      coach.languages = [...new Set(changes.languages.map((l) => l.trim()).filter(Boolean))];
    }
    if (changes.linkedinUrl !== undefined) {
      coach.linkedinUrl = cleanText(changes.linkedinUrl);
    }
    if (changes.meetingLink !== undefined) {
      coach.meetingLink = cleanText(changes.meetingLink);
    }
    if (changes.timeZone !== undefined) {
      // The account's zone: a coach has one zone, for bookings and e-mails alike.
      setTimeZone(user, changes.timeZone);
    }
    // The slug is made once, from the first display name (or the names), so shared links keep working.
    if (!coach.slug) {
      const name = coach.displayName ?? fullName(user);
      if (name) {
        coach.slug = await uniqueSlug(em, coachSlug(name));
      }
    }
  }

  private async flush(em: EntityManager): Promise<void> {
    try {
      await em.flush();
    } catch (err) {
      // Two people taking one username at the same moment: the unique index decides.
      if (err instanceof UniqueConstraintViolationException && /username/.test(err.message)) {
        throw alreadyTaken(ErrorCode.USERS_USERNAME_TAKEN, USERNAME_TAKEN, 'username');
      }
      throw err;
    }
  }
}

/** base, base-2, base-3, ...: the first slug no coach has. */
export async function uniqueSlug(em: EntityManager, base: string): Promise<string> {
  const taken = new Set(
    (await em.find(CoachProfile, { slug: { $like: `${escapeLike(base)}%` } }, { fields: ['slug'] })).map((c) => c.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) {
    slug = `${base}-${n}`;
  }
  return slug;
}

function applyPersonal(user: User, changes: ProfileChanges): void {
  const text = ['firstName', 'lastName', 'province', 'city', 'school', 'degree', 'bio'] as const;
  for (const key of text) {
    const value = cleanText(changes[key]);
    if (value !== undefined) {
      user[key] = value;
    }
  }
  if (changes.yearLevel !== undefined) {
    user.yearLevel = changes.yearLevel;
  }
  if (changes.studentStatus !== undefined) {
    user.studentStatus = changes.studentStatus;
  }
  if (changes.jobSearchStage !== undefined) {
    user.jobSearchStage = changes.jobSearchStage;
  }
  if (changes.careerInterests !== undefined) {
    user.careerInterests = [...new Set(changes.careerInterests)];
  }
  if (changes.interestScores !== undefined) {
    setInterestResult(user, changes.interestScores);
  }
  if (changes.language !== undefined) {
    user.language = changes.language;
  }
  if (changes.timeZone !== undefined) {
    setTimeZone(user, changes.timeZone);
  }
}

/** The payload was checked at the boundary; checked again so no path stores a zone Intl cannot use. */
function setTimeZone(user: User, zone: string): void {
  if (!isTimeZoneName(zone)) {
    throw badRequest(TIME_ZONE_RULE, 'timeZone');
  }
  user.timeZone = zone;
}

/** Keeps only the six areas' points (the payload may be a validation class) and reads the code from them. */
function setInterestResult(user: User, scores: InterestScores | null): void {
  if (!scores) {
    user.interestScores = null;
    user.interestCode = null;
    user.interestTakenAt = null;
    return;
  }
  const kept = Object.fromEntries(INTEREST_AREAS.map((area) => [area, scores[area]])) as InterestScores;
  user.interestScores = kept;
  user.interestCode = interestCode(kept);
  user.interestTakenAt = new Date();
}

function assertFlow(user: User, role: 'kadet' | 'coach'): void {
  if (role === 'coach' && !user.isCoach) {
    throw forbidden('This onboarding is for Koaches. Please continue at /onboarding/steps/2.');
  }
  if (role === 'kadet' && user.isCoach) {
    throw forbidden('You signed up as a Koach. Please continue at /onboarding-coach/steps/2.');
  }
}

/** Steps are done in order: a later step needs the earlier ones (finished onboarding allows all). */
function assertReached(user: User, step: number): void {
  const current = user.username ? (user.onboardingStep ?? Number.POSITIVE_INFINITY) : 2;
  if (current < step) {
    throw conflict(`Please finish step ${current} of onboarding first.`);
  }
}

/** After finishing `step`, the next one (or done after the last). Never goes back. */
function advance(user: User, step: number): void {
  if (user.onboardingStep !== null && user.onboardingStep !== undefined && user.onboardingStep <= step) {
    user.onboardingStep = step >= 4 ? null : step + 1;
  }
}
