import { type AppConfig, storedFil } from '@lakbay/platform';
import type { EntityManager } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { addDays, manilaToday } from '../rules/dates';
import { DEMO_CHALLENGES } from './demo-challenges';
import { type ChallengeFil, DEMO_CHALLENGES_FIL } from './demo-challenges.fil.data';

const WEEK_DAYS = 7;

/**
 * The three demo challenges (one OPEN, one RUNNING, one CLOSED), dated from the day of the first
 * seed; a challenge whose slug exists is left as it is, so seeding again changes nothing. Each gets
 * its Filipino version (DEMO_CHALLENGES_FIL) once, seeded before the Filipino existed or now.
 */
export async function seedApprenticeship(
  em: EntityManager,
  _config: AppConfig,
  now = new Date(),
  translations: Readonly<Record<string, ChallengeFil>> = DEMO_CHALLENGES_FIL,
): Promise<void> {
  const today = manilaToday(now);
  let added = 0;
  let translated = 0;
  for (const demo of DEMO_CHALLENGES) {
    const seeded = await em.findOne(ChallengeRow, { slug: demo.slug });
    if (seeded) {
      translated += (await applySeedFil(em, seeded, translations[demo.slug], now)) ? 1 : 0;
      continue;
    }
    const fil = translations[demo.slug];
    const startDate = addDays(today, demo.timing.startInDays);
    const challenge = em.create(ChallengeRow, {
      slug: demo.slug,
      title: demo.title,
      partnerName: demo.partnerName,
      partnerWebsite: demo.partnerWebsite,
      category: demo.category,
      summary: demo.summary,
      description: demo.description,
      startDate,
      endDate: addDays(startDate, demo.weeks.length * WEEK_DAYS - 1),
      applicationDeadline: addDays(today, demo.timing.deadlineInDays),
      slots: demo.slots,
      applicationTypes: demo.applicationTypes,
      maxGroupSize: demo.maxGroupSize,
      status: demo.timing.status,
      fil: fil ? storedFil({ title: fil.title, summary: fil.summary, description: fil.description }) : null,
      filSeededAt: fil ? now : null,
    });
    await em.flush();
    demo.weeks.forEach((week, i) =>
      em.create(WeekRow, {
        challengeId: challenge.id,
        number: i + 1,
        title: week.title,
        brief: week.brief,
        resources: week.resources,
        deliverable: week.deliverable,
        fil: storedFil(fil?.weeks[i]),
        dueDate: addDays(startDate, (i + 1) * WEEK_DAYS - 1),
      }),
    );
    await em.flush();
    added++;
  }
  if (added > 0) {
    new Logger('Seed').log(`apprenticeship: ${added} demo challenges`);
  }
  if (translated > 0) {
    new Logger('Seed').log(`apprenticeship: Filipino version of ${translated} demo challenges`);
  }
}

/**
 * Puts the Filipino version onto a demo challenge seeded before it existed: once (filSeededAt), and
 * only where the challenge and its weeks have none, so an admin's own translation (or an admin who
 * removed it afterwards) is never overwritten. A challenge the map lacks stays unmarked, for a later
 * start to fill. Answers whether it wrote the Filipino version.
 */
async function applySeedFil(em: EntityManager, challenge: ChallengeRow, fil: ChallengeFil | undefined, now: Date): Promise<boolean> {
  if (!fil || challenge.filSeededAt) {
    return false;
  }
  const weeks = await em.find(WeekRow, { challengeId: challenge.id }, { orderBy: { number: 'asc' } });
  const adminsOwn = !!challenge.fil || weeks.some((w) => !!w.fil);
  challenge.filSeededAt = now;
  if (!adminsOwn) {
    challenge.fil = storedFil({ title: fil.title, summary: fil.summary, description: fil.description });
    // By position: an admin may have added or removed weeks since; the extra ones stay English.
    for (const week of weeks) {
      week.fil = storedFil(fil.weeks[week.number - 1]);
    }
  }
  await em.flush();
  return !adminsOwn;
}
