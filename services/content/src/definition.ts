import { OutboxEntry, type ServiceDefinition } from '@lakbay/platform';
import { ContentModule } from './content.module';
import { Career } from './entities/career.entity';
import { CoachingResource } from './entities/coaching-resource.entity';
import { EventRegistration } from './entities/event-registration.entity';
import { ContentEvent } from './entities/event.entity';
import { Faq } from './entities/faq.entity';
import { Job } from './entities/job.entity';
import { Video } from './entities/video.entity';
import { contentMigrations } from './migrations';
import { seedCareerInterests } from './seed/seed-career-interests';
import { seedContent } from './seed/seed-content';

export const contentService: ServiceDefinition = {
  name: 'content',
  module: ContentModule,
  database: {
    schema: 'content',
    entities: [Career, Job, Video, ContentEvent, EventRegistration, Faq, CoachingResource, OutboxEntry],
    migrations: contentMigrations,
  },
  seed: async (em) => {
    await seedContent(em);
    await seedCareerInterests(em);
  },
};
