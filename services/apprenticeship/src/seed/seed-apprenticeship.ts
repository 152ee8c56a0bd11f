import type { AppConfig } from '@lakbay/platform';
import type { EntityManager } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { addDays, manilaToday } from '../rules/dates';
import { DEMO_CHALLENGES } from './demo-challenges';

const WEEK_DAYS = 7;

/**
 * The three demo challenges (one OPEN, one RUNNING, one CLOSED), dated from the day of the first
 * seed; a challenge whose slug exists is left as it is, so seeding again changes nothing.
 */
export async function seedApprenticeship(em: EntityManager, _config: AppConfig, now = new Date()): Promise<void> {
  const today = manilaToday(now);
  let added = 0;
  for (const demo of DEMO_CHALLENGES) {
    if (await em.findOne(ChallengeRow, { slug: demo.slug })) {
      continue;
    }
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
        dueDate: addDays(startDate, (i + 1) * WEEK_DAYS - 1),
      }),
    );
    await em.flush();
    added++;
  }
  if (added > 0) {
    new Logger('Seed').log(`apprenticeship: ${added} demo challenges`);
  }
}
