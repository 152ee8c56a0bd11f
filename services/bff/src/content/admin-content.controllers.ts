import {
  CareerDto,
  CoachingResourceDto,
  FaqDto,
  UpdateCareerDto,
  UpdateCoachingResourceDto,
  UpdateFaqDto,
  UpdateVideoDto,
  VideoDto,
} from '@lakbay/contracts/content.dto';
import { adminContentController } from './admin-content.controller';

// Events and jobs have routes of their own beside their CRUD: admin-events.controller.ts, admin-jobs.controller.ts.
/** Admin CRUD of the content kinds that need nothing but it: one row each. */
export const ADMIN_CONTENT_CONTROLLERS = [
  adminContentController({
    kind: 'careers',
    name: 'AdminCareersController',
    path: 'admin/careers',
    tag: 'admin: careers',
    noun: 'career',
    nouns: 'careers',
    create: CareerDto,
    update: UpdateCareerDto,
    conflict: 'Slug taken by another career.',
  }),
  adminContentController({
    kind: 'videos',
    name: 'AdminVideosController',
    path: 'admin/videos',
    tag: 'admin: videos',
    noun: 'video',
    nouns: 'videos',
    create: VideoDto,
    update: UpdateVideoDto,
  }),
  adminContentController({
    kind: 'faqs',
    name: 'AdminFaqsController',
    path: 'admin/faqs',
    tag: 'admin: faqs',
    noun: 'FAQ',
    nouns: 'FAQs',
    create: FaqDto,
    update: UpdateFaqDto,
    conflict: 'Key (slug) taken by another FAQ.',
  }),
  adminContentController({
    kind: 'resources',
    name: 'AdminResourcesController',
    path: 'admin/coaching-resources',
    tag: 'admin: coaching resources',
    noun: 'coaching resource',
    nouns: 'coaching resources',
    create: CoachingResourceDto,
    update: UpdateCoachingResourceDto,
  }),
];
