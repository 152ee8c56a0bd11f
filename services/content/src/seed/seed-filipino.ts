import type { EntityManager, EntityName } from '@mikro-orm/core';
import type { WriteSet } from '../changes/content-writes';
import { careerDocument, videoDocument } from '../changes/search-document';
import { storedFil } from '@lakbay/platform';
import { Career } from '../entities/career.entity';
import { CoachingResource } from '../entities/coaching-resource.entity';
import { ContentEvent } from '../entities/event.entity';
import { Faq } from '../entities/faq.entity';
import { Job } from '../entities/job.entity';
import { Video } from '../entities/video.entity';
import { CAREERS_FIL } from './fil/careers.fil.data';
import { EVENTS_FIL } from './fil/events.fil.data';
import { FAQS_FIL } from './fil/faqs.fil.data';
import type { CareerFil, EventFil, FaqFil, JobFil, ResourceFil, VideoFil } from './fil/fil-types';
import { JOBS_FIL } from './fil/jobs.fil.data';
import { RESOURCES_FIL } from './fil/resources.fil.data';
import { VIDEOS_FIL } from './fil/videos.fil.data';

/** The Filipino versions of the seed records, by the seed's natural key (a career's slug, the others' key). */
export interface SeedTranslations {
  career: Readonly<Record<string, CareerFil>>;
  video: Readonly<Record<string, VideoFil>>;
  job: Readonly<Record<string, JobFil>>;
  event: Readonly<Record<string, EventFil>>;
  faq: Readonly<Record<string, FaqFil>>;
  resource: Readonly<Record<string, ResourceFil>>;
}

/** The maps in ./fil (filled by the translators; a record missing there stays English only). */
export const SEED_FIL: SeedTranslations = {
  career: CAREERS_FIL,
  video: VIDEOS_FIL,
  job: JOBS_FIL,
  event: EVENTS_FIL,
  faq: FAQS_FIL,
  resource: RESOURCES_FIL,
};

type SeedKind = keyof SeedTranslations;

/** A record that has a Filipino version column. */
interface Translatable {
  id: string;
  fil?: object | null;
}

const ENTITIES: Record<SeedKind, EntityName<Translatable>> = {
  career: Career,
  video: Video,
  job: Job,
  event: ContentEvent,
  faq: Faq,
  resource: CoachingResource,
};

/** The seed_applied key that says a seed record's Filipino version was applied (or left, being an admin's). */
export const filMark = (seedKey: string): string => `fil:${seedKey}`;

/** The Filipino version of a seed record to store, or null when the maps have none. */
export function seedFil(translations: SeedTranslations, kind: SeedKind, key: string): object | null {
  const texts = translations[kind][key] as object | undefined;
  return texts ? storedFil(texts) : null;
}

/**
 * Puts the Filipino version onto records seeded before it existed: once per record (remembered in
 * seed_applied as fil:<seed key>), and only onto a record whose Filipino version is empty, so an
 * admin's own translation is never replaced. Records the maps do not have yet are left unmarked: a
 * later start applies them once they are there. Careers and videos go on the change feed again, so
 * search indexes the Filipino text. Answers how many records got a Filipino version.
 */
export async function applySeedTranslations(
  tx: EntityManager,
  writes: WriteSet,
  applied: ReadonlyMap<string, string | null>,
  marks: [string, string][],
  translations: SeedTranslations,
): Promise<number> {
  let count = 0;
  for (const kind of Object.keys(ENTITIES) as SeedKind[]) {
    const wanted = new Map<string, { seedKey: string; fil: object }>();
    for (const [seedKey, id] of applied) {
      if (!id || !seedKey.startsWith(`${kind}:`) || applied.has(filMark(seedKey))) {
        continue;
      }
      const fil = seedFil(translations, kind, seedKey.slice(kind.length + 1));
      if (fil) {
        wanted.set(id, { seedKey, fil });
      }
    }
    if (wanted.size === 0) {
      continue;
    }
    const records = await tx.find(ENTITIES[kind], { id: { $in: [...wanted.keys()] } });
    const filled: Translatable[] = [];
    for (const record of records) {
      const fil = record.fil;
      if (!fil || Object.keys(fil).length === 0) {
        record.fil = wanted.get(record.id)?.fil ?? null;
        filled.push(record);
      }
    }
    // Marked whether filled or left as an admin made it (or deleted): applied once either way.
    for (const [id, { seedKey }] of wanted) {
      marks.push([filMark(seedKey), id]);
    }
    await tx.flush();
    count += filled.length;
    if (filled.length > 0) {
      for (const record of filled) {
        if (kind === 'career') {
          writes.change('CAREER', record.id, careerDocument(record as Career));
        } else if (kind === 'video') {
          writes.change('VIDEO', record.id, videoDocument(record as Video));
        } else {
          writes.touch(kind);
        }
      }
    }
  }
  return count;
}
