import { ADMIN_CONTENT_CONTROLLERS } from './admin-content.controllers';
import { AdminContentChangesController } from './admin-content-changes.controller';
import { AdminEventsController } from './admin-events.controller';
import { AdminJobsController } from './admin-jobs.controller';
import { CareersController } from './careers.controller';
import { EventsController } from './events.controller';
import { FaqsController } from './faqs.controller';
import { JobsController } from './jobs.controller';
import { VideosController } from './videos.controller';

/** The BFF's controllers of the content service (careers, jobs, videos, events, FAQs, resources). */
export const CONTENT_CONTROLLERS = [
  CareersController,
  JobsController,
  VideosController,
  EventsController,
  FaqsController,
  ...ADMIN_CONTENT_CONTROLLERS,
  AdminEventsController,
  AdminJobsController,
  AdminContentChangesController,
];
