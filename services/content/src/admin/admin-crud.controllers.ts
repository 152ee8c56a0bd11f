import {
  CareerDto,
  CoachingResourceDto,
  EventDto,
  FaqDto,
  JobDto,
  UpdateCareerDto,
  UpdateCoachingResourceDto,
  UpdateEventDto,
  UpdateFaqDto,
  UpdateJobDto,
  UpdateVideoDto,
  VideoDto,
} from '@lakbay/contracts/content.dto';
import { CareersService } from '../careers/careers.service';
import { EventsService } from '../events/events.service';
import { FaqsService } from '../faqs/faqs.service';
import { JobsService } from '../jobs/jobs.service';
import { ResourcesService } from '../resources/resources.service';
import { VideosService } from '../videos/videos.service';
import { adminCrudController } from './admin-crud.controller';

/** Every content kind's admin messages: one row each, the kind's service and payload classes. */
export const ADMIN_CRUD_CONTROLLERS = [
  adminCrudController('careers', CareersService, CareerDto, UpdateCareerDto),
  adminCrudController('jobs', JobsService, JobDto, UpdateJobDto),
  adminCrudController('videos', VideosService, VideoDto, UpdateVideoDto),
  adminCrudController('events', EventsService, EventDto, UpdateEventDto),
  adminCrudController('faqs', FaqsService, FaqDto, UpdateFaqDto),
  adminCrudController('resources', ResourcesService, CoachingResourceDto, UpdateCoachingResourceDto),
];
