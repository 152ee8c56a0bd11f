import type { ContentKind } from '../kinds';
import { careerForm } from './career-form';
import { eventForm } from './event-form';
import type { FormSpec } from './form-spec';
import { faqForm } from './faq-form';
import { jobForm } from './job-form';
import { resourceForm } from './resource-form';
import { videoForm } from './video-form';

/** The editor of each kind of content. */
export const FORMS: Record<ContentKind, FormSpec<object, never>> = {
  careers: careerForm as unknown as FormSpec<object, never>,
  jobs: jobForm as unknown as FormSpec<object, never>,
  videos: videoForm as unknown as FormSpec<object, never>,
  events: eventForm as unknown as FormSpec<object, never>,
  faqs: faqForm as unknown as FormSpec<object, never>,
  'coaching-resources': resourceForm as unknown as FormSpec<object, never>,
};
