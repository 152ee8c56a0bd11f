import { MikroORM } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { Career } from '../entities/career.entity';
import { CoachingResource } from '../entities/coaching-resource.entity';
import { EventRegistration } from '../entities/event-registration.entity';
import { ContentEvent } from '../entities/event.entity';
import { Faq } from '../entities/faq.entity';
import { Job } from '../entities/job.entity';
import { Video } from '../entities/video.entity';
import { contentMigrations } from '../migrations';

/** The content schema, migrated, on a private in-memory PGlite: for specs of code that queries. */
export async function contentMemoryOrm(): Promise<MikroORM> {
  const orm = await MikroORM.init({
    driver: PgliteDriver,
    dbName: 'memory://',
    entities: [Career, Job, Video, ContentEvent, EventRegistration, Faq, CoachingResource],
    schema: 'content',
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: contentMigrations, schema: 'content', transactional: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    debug: false,
  });
  await orm.migrator.up();
  return orm;
}
