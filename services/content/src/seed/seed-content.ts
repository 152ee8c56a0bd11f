import type { AppConfig } from '@lakbay/platform';
import type { EntityManager } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { sqlEm, table, writeContent } from '../changes/content-writes';
import { careerDocument, videoDocument } from '../changes/search-document';
import { Career } from '../entities/career.entity';
import { CoachingResource } from '../entities/coaching-resource.entity';
import { ContentEvent } from '../entities/event.entity';
import { Faq } from '../entities/faq.entity';
import { Job } from '../entities/job.entity';
import { Video } from '../entities/video.entity';
import { SEED_CAREERS } from './careers.data';
import { SEED_EVENTS, SUPERSEDED_EVENT_LOCATIONS } from './events.data';
import { SEED_FAQS } from './faqs.data';
import { SEED_JOBS } from './jobs.data';
import { SEED_RESOURCES } from './resources.data';
import { SEED_VIDEOS } from './videos.data';
import { SEED_FIL, type SeedTranslations, applySeedTranslations, filMark, seedFil } from './seed-filipino';

const HOUR_MS = 60 * 60 * 1000;
const MANILA_OFFSET_HOURS = 8;

/** An instant `days` after the Manila calendar day of `from`, at hour:minute Manila time. */
export function manilaAt(from: Date, days: number, hour: number, minute = 0): Date {
  const manila = new Date(from.getTime() + MANILA_OFFSET_HOURS * HOUR_MS);
  return new Date(Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() + days, hour - MANILA_OFFSET_HOURS, minute));
}

/**
 * Loads the seed catalogue. Each seed record is applied once, remembered in seed_applied by its
 * natural key (career slug, or the seed key of the others): running it again adds only records new
 * to the seed, never duplicates, never overwrites an admin's edits and never brings back a record
 * an admin deleted. A career whose slug an admin already uses is left as the admin made it. The one
 * exception: an event venue first shipped as "to be confirmed" is replaced while it is still that text.
 * Feed entries are written for careers and videos, so search picks them up.
 *
 * Each record gets its Filipino version from `translations` (seed/fil/*.fil.data.ts) when they have
 * one; records seeded before it existed get it on a later run, once (seed-filipino.ts).
 */
export async function seedContent(
  em: EntityManager,
  _config?: AppConfig,
  now = new Date(),
  translations: SeedTranslations = SEED_FIL,
): Promise<Record<string, number>> {
  const { result } = await writeContent(em, async (tx, writes) => {
    const sql = sqlEm(tx);
    const rows = await sql.execute<{ key: string; record_id: string | null }[]>(`select "key", "record_id" from ${table('seed_applied')}`);
    const applied = new Map(rows.map((r) => [r.key, r.record_id]));
    const marks: [string, string][] = [];
    const added: Record<string, number> = { careers: 0, videos: 0, jobs: 0, events: 0, faqs: 0, resources: 0 };
    const fresh = (key: string) => !applied.has(key);
    /** The Filipino version of a new seed record, marked as applied when there is one. */
    const filOf = (kind: keyof SeedTranslations, key: string, id: () => string) => {
      const fil = seedFil(translations, kind, key);
      if (fil) {
        filMarks.push([filMark(`${kind}:${key}`), id]);
      }
      return fil;
    };
    const filMarks: [string, () => string][] = [];

    // Videos first: careers link to them.
    const videoIds = new Map<string, string>();
    for (const [key, id] of applied) {
      if (key.startsWith('video:') && id) {
        videoIds.set(key.slice('video:'.length), id);
      }
    }
    const newVideos: Video[] = [];
    for (const v of SEED_VIDEOS.filter((seed) => fresh(`video:${seed.key}`))) {
      const video = tx.create(Video, {
        title: v.title,
        speaker: v.speaker,
        speakerRole: v.speakerRole,
        youtubeId: v.youtubeId,
        durationSeconds: v.durationSeconds,
        categories: v.categories,
        publishedOn: v.publishedOn,
        description: v.description,
        fil: filOf('video', v.key, (): string => video.id),
        published: true,
      });
      videoIds.set(v.key, video.id);
      marks.push([`video:${v.key}`, video.id]);
      newVideos.push(video);
    }
    await tx.flush();
    for (const video of newVideos) {
      writes.change('VIDEO', video.id, videoDocument(video));
    }
    added.videos = newVideos.length;

    const newCareers: [(typeof SEED_CAREERS)[number], Career][] = [];
    for (const c of SEED_CAREERS.filter((seed) => fresh(`career:${seed.slug}`))) {
      const existing = await tx.findOne(Career, { slug: c.slug });
      if (existing) {
        marks.push([`career:${c.slug}`, existing.id]);
        continue;
      }
      const career = tx.create(Career, {
        slug: c.slug,
        title: c.title,
        category: c.category,
        summary: c.summary,
        dayInTheLife: c.dayInTheLife,
        keyTasks: c.keyTasks,
        skills: c.skills,
        education: c.education,
        salary: c.salary,
        outlook: c.outlook,
        fil: filOf('career', c.slug, (): string => career.id),
        published: true,
      });
      newCareers.push([c, career]);
      marks.push([`career:${c.slug}`, career.id]);
    }
    await tx.flush();
    if (newCareers.length > 0) {
      const slugs = [...new Set(newCareers.flatMap(([c]) => c.relatedCareers))];
      const bySlug = new Map((await tx.find(Career, { slug: { $in: slugs } })).map((c) => [c.slug, c.id]));
      for (const [seed, career] of newCareers) {
        career.relatedCareerIds = seed.relatedCareers.flatMap((slug) => (bySlug.has(slug) ? [bySlug.get(slug) as string] : []));
        career.relatedVideoIds = seed.relatedVideos.flatMap((key) => (videoIds.has(key) ? [videoIds.get(key) as string] : []));
      }
      await tx.flush();
      for (const [, career] of newCareers) {
        writes.change('CAREER', career.id, careerDocument(career));
      }
    }
    added.careers = newCareers.length;

    for (const j of SEED_JOBS.filter((seed) => fresh(`job:${seed.key}`))) {
      const job = tx.create(Job, {
        title: j.title,
        company: j.company,
        location: j.location,
        workType: j.workType,
        employmentType: j.employmentType,
        salaryMin: j.salaryMin,
        salaryMax: j.salaryMax,
        category: j.category,
        description: j.description,
        applyUrl: `https://jobs.example.com/${j.key}`,
        postedAt: manilaAt(now, -j.postedDaysAgo, 9),
        deadline: j.deadlineInDays === null ? null : manilaAt(now, j.deadlineInDays, 23, 59),
        isSample: true,
        fil: filOf('job', j.key, (): string => job.id),
        published: true,
      });
      marks.push([`job:${j.key}`, job.id]);
      added.jobs++;
    }

    for (const e of SEED_EVENTS.filter((seed) => fresh(`event:${seed.key}`))) {
      const startAt = manilaAt(now, e.startInDays, e.startHour);
      const event = tx.create(ContentEvent, {
        title: e.title,
        description: e.description,
        startAt,
        endAt: new Date(startAt.getTime() + e.durationHours * HOUR_MS),
        format: e.format,
        location: e.location,
        onlineUrl: e.onlineUrl,
        bannerImageUrl: null,
        registrationCloseAt: e.closeDaysBefore === null ? null : new Date(startAt.getTime() - e.closeDaysBefore * 24 * HOUR_MS),
        capacity: e.capacity,
        needsApproval: e.needsApproval,
        fil: filOf('event', e.key, (): string => event.id),
        published: true,
      });
      marks.push([`event:${e.key}`, event.id]);
      added.events++;
    }

    // Venues first shipped as "to be confirmed": replaced where the location is still the old text.
    let venues = 0;
    for (const e of SEED_EVENTS) {
      const old = SUPERSEDED_EVENT_LOCATIONS[e.key];
      const id = applied.get(`event:${e.key}`);
      if (old !== undefined && id && e.location !== null) {
        venues += await tx.nativeUpdate(ContentEvent, { id, location: old }, { location: e.location });
      }
    }

    SEED_FAQS.forEach((f, i) => {
      if (fresh(`faq:${f.key}`)) {
        const faq = tx.create(Faq, {
          slug: f.slug,
          question: f.question,
          answer: f.answer,
          topic: f.topic,
          position: (i + 1) * 10,
          fil: filOf('faq', f.key, (): string => faq.id),
          published: true,
        });
        marks.push([`faq:${f.key}`, faq.id]);
        added.faqs++;
      }
    });

    SEED_RESOURCES.forEach((r, i) => {
      if (fresh(`resource:${r.key}`)) {
        const resource = tx.create(CoachingResource, {
          title: r.title,
          body: r.body,
          linkUrl: r.linkUrl,
          linkLabel: r.linkLabel,
          position: (i + 1) * 10,
          fil: filOf('resource', r.key, (): string => resource.id),
          published: true,
        });
        marks.push([`resource:${r.key}`, resource.id]);
        added.resources++;
      }
    });
    await tx.flush();

    for (const [kind, count] of [
      ['job', added.jobs],
      ['event', added.events + venues],
      ['faq', added.faqs],
      ['resource', added.resources],
    ] as const) {
      if (count > 0) {
        writes.touch(kind);
      }
    }
    // Records seeded before their Filipino version existed get it now, once.
    added.fil = await applySeedTranslations(tx, writes, applied, marks, translations);
    marks.push(...filMarks.map(([key, id]): [string, string] => [key, id()]));
    for (const [key, id] of marks) {
      await sql.execute(`insert into ${table('seed_applied')} ("key", "record_id") values (?, ?) on conflict ("key") do nothing`, [
        key,
        id,
      ]);
    }
    return added;
  });
  const total = Object.values(result).reduce((a, b) => a + b, 0);
  if (total > 0) {
    new Logger('Seed').log(
      `content catalogue: ${Object.entries(result)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
  }
  return result;
}
