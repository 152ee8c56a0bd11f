import { JobsModule, OutboxModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { ADMIN_CRUD_CONTROLLERS } from './admin/admin-crud.controllers';
import { CareersController } from './careers/careers.controller';
import { CareersService } from './careers/careers.service';
import { CareerSuggestionsController } from './careers/suggestions.controller';
import { CareerSuggestionsService } from './careers/suggestions.service';
import { ContentEvents, contentEventsClientProvider } from './changes/content-events';
import { ContentFeedController } from './changes/content-feed.controller';
import { ContentFeedService } from './changes/content-feed.service';
import { ContentWriter } from './changes/content-writer';
import { EventsController } from './events/events.controller';
import { EventsService } from './events/events.service';
import { RegistrationsService } from './events/registrations.service';
import { FaqsController } from './faqs/faqs.controller';
import { ContentPrivacy, ContentPrivacyController } from './privacy/content-privacy';
import { FaqsService } from './faqs/faqs.service';
import { JobsController } from './jobs/jobs.controller';
import { JobsService } from './jobs/jobs.service';
import { ResourcesController } from './resources/resources.controller';
import { ResourcesService } from './resources/resources.service';
import { VideosController } from './videos/videos.controller';
import { VideosService } from './videos/videos.service';

/** Careers, jobs, videos, events and registrations, FAQs and coaching resources, and their change feed. */
@Module({
  imports: [JobsModule, OutboxModule.forService('content')],
  controllers: [
    CareersController,
    CareerSuggestionsController,
    JobsController,
    VideosController,
    EventsController,
    FaqsController,
    ResourcesController,
    ...ADMIN_CRUD_CONTROLLERS,
    ContentFeedController,
    ContentPrivacyController,
  ],
  providers: [
    contentEventsClientProvider,
    ContentEvents,
    ContentWriter,
    ContentFeedService,
    CareersService,
    CareerSuggestionsService,
    JobsService,
    VideosService,
    EventsService,
    RegistrationsService,
    FaqsService,
    ResourcesService,
    ContentPrivacy,
  ],
})
export class ContentModule {}
