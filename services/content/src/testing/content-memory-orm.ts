import { type AppConfig, type Outbox, OutboxEntry, memoryOrm } from '@lakbay/platform';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { ContentEvents } from '../changes/content-events';
import { ContentWriter } from '../changes/content-writer';
import { Career } from '../entities/career.entity';
import { CoachingResource } from '../entities/coaching-resource.entity';
import { EventRegistration } from '../entities/event-registration.entity';
import { ContentEvent } from '../entities/event.entity';
import { Faq } from '../entities/faq.entity';
import { Job } from '../entities/job.entity';
import { Video } from '../entities/video.entity';
import { contentMigrations } from '../migrations';

/** The content schema, migrated, on a private in-memory PGlite: for specs of code that queries. */
export const contentMemoryOrm = (): Promise<MikroORM> =>
  memoryOrm({
    schema: 'content',
    entities: [Career, Job, Video, ContentEvent, EventRegistration, Faq, CoachingResource, OutboxEntry],
    migrations: contentMigrations,
  });

/** A ContentWriter for specs: its outbox nudges go nowhere, e-mail links use https://lakbay.test. */
export function testWriter(em: EntityManager, events: ContentEvents): ContentWriter {
  const outbox = { nudge: () => undefined } as unknown as Outbox;
  return new ContentWriter(em, events, outbox, { http: { publicUrl: TEST_PUBLIC_URL } } as AppConfig);
}

export const TEST_PUBLIC_URL = 'https://lakbay.test';
