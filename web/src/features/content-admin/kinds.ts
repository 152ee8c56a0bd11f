import type { AdminCareer, AdminCoachingResource, AdminEvent, AdminFaq, AdminJob, AdminVideo } from '@lakbay/contracts';
import { CONTENT_KINDS, type ContentKind } from '@/lib/content-kinds';

// The kinds and their names are shared (lib/content-kinds.ts): the admin tools' menu lists them too.
export { CONTENT_KINDS, KIND_LABELS, type ContentKind } from '@/lib/content-kinds';

export interface AdminRecordOf {
  careers: AdminCareer;
  jobs: AdminJob;
  videos: AdminVideo;
  events: AdminEvent;
  faqs: AdminFaq;
  'coaching-resources': AdminCoachingResource;
}

export type AnyAdminRecord = AdminRecordOf[ContentKind];

export const isContentKind = (value: string | undefined): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value ?? '');

/** The line an admin recognises a record by. */
export function recordTitle(record: AnyAdminRecord): string {
  return 'question' in record ? record.question : record.title;
}

/** Where the public sees the record, when it has a page of its own. */
export function publicPath(kind: ContentKind, record: AnyAdminRecord): string | null {
  switch (kind) {
    case 'careers':
      return `/careers/${(record as AdminCareer).slug}`;
    case 'events':
      return `/events/${record.id}`;
    case 'jobs':
      return '/jobs';
    case 'videos':
      return '/videos';
    case 'faqs':
      return '/faqs';
    case 'coaching-resources':
      return '/coaching-resources';
  }
}

export const adminContentPath = (kind: ContentKind, id?: string): string => `/admin/content/${kind}${id ? `/${id}` : ''}`;
