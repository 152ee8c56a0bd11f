import { memoryOrm } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
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
    entities: [Career, Job, Video, ContentEvent, EventRegistration, Faq, CoachingResource],
    migrations: contentMigrations,
  });
