import { AdminCareersController } from './admin-careers.controller';
import { AdminContentChangesController } from './admin-content-changes.controller';
import { AdminEventsController } from './admin-events.controller';
import { AdminFaqsController } from './admin-faqs.controller';
import { AdminJobsController } from './admin-jobs.controller';
import { AdminResourcesController } from './admin-resources.controller';
import { AdminVideosController } from './admin-videos.controller';
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
  AdminCareersController,
  AdminJobsController,
  AdminVideosController,
  AdminEventsController,
  AdminFaqsController,
  AdminResourcesController,
  AdminContentChangesController,
];
