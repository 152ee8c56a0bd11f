import type { CoachProfile as CoachProfileView, OnboardingStep, PublicCoachProfile, UserProfile } from '@lakbay/contracts';
import { avatarOf } from '../auth/user.mapper';
import type { CoachProfile } from '../entities/coach-profile.entity';
import type { User } from '../entities/user.entity';

/** The coach part of a profile; its zone is the account's (one zone per person). */
export function toCoachView(coach: CoachProfile | null, user: Pick<User, 'timeZone'>): CoachProfileView {
  return {
    displayName: coach?.displayName ?? null,
    slug: coach?.slug ?? null,
    headline: coach?.headline ?? null,
    expertise: coach?.expertise ?? [],
    yearsOfExperience: coach?.yearsOfExperience ?? null,
    bio: coach?.bio ?? null,
    languages: coach?.languages ?? [],
    linkedinUrl: coach?.linkedinUrl ?? null,
    meetingLink: coach?.meetingLink ?? null,
    timeZone: user.timeZone,
  };
}

export function toProfile(user: User, coach: CoachProfile | null, publicUrl: string): UserProfile {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    username: user.username ?? null,
    isCoach: user.isCoach,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    avatar: avatarOf(user, publicUrl),
    hasPassword: Boolean(user.passwordHash),
    hasGoogle: Boolean(user.googleSub),
    createdAt: user.createdAt.toISOString(),
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    province: user.province ?? null,
    city: user.city ?? null,
    school: user.school ?? null,
    degree: user.degree ?? null,
    yearLevel: user.yearLevel ?? null,
    studentStatus: user.studentStatus ?? null,
    jobSearchStage: user.jobSearchStage ?? null,
    careerInterests: user.careerInterests ?? [],
    interestResult:
      user.interestScores && user.interestTakenAt
        ? { code: user.interestCode ?? '', scores: user.interestScores, takenAt: user.interestTakenAt.toISOString() }
        : null,
    bio: user.bio ?? null,
    language: user.language,
    timeZone: user.timeZone,
    dataPrivacyConsentAt: user.dataPrivacyConsentAt?.toISOString() ?? null,
    onboardingStep: onboardingStepOf(user),
    coach: user.isCoach ? toCoachView(coach, user) : null,
  };
}

/** Where to resume onboarding; a user without a username always starts at step 2 (spec section 2). */
export function onboardingStepOf(user: User): OnboardingStep | null {
  if (!user.username) {
    return 2;
  }
  const step = user.onboardingStep;
  return step === 2 || step === 3 || step === 4 ? step : null;
}

export function toPublicCoach(
  user: User,
  coach: CoachProfile & { displayName: string; slug: string },
  publicUrl: string,
): PublicCoachProfile {
  return {
    id: user.id,
    username: user.username ?? null,
    displayName: coach.displayName,
    slug: coach.slug,
    avatar: avatarOf(user, publicUrl),
    headline: coach.headline ?? null,
    expertise: coach.expertise,
    yearsOfExperience: coach.yearsOfExperience ?? null,
    bio: coach.bio ?? null,
    languages: coach.languages,
    linkedinUrl: coach.linkedinUrl ?? null,
    timeZone: user.timeZone,
  };
}

export function fullName(user: User): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}
