import type { AdminCareer, AdminCoachingResource, AdminEvent, AdminFaq, AdminJob, AdminVideo } from '@lakbay/contracts';

/** The kinds of content an admin edits, as they appear in /admin/content/{kind} and /api/v2/admin/{kind}. */
export const CONTENT_KINDS = ['careers', 'jobs', 'videos', 'events', 'faqs', 'coaching-resources'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

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

export const KIND_LABELS: Record<ContentKind, { one: string; many: string }> = {
  careers: { one: 'career', many: 'Careers' },
  jobs: { one: 'job', many: 'Jobs' },
  videos: { one: 'video', many: 'Videos' },
  events: { one: 'event', many: 'Events' },
  faqs: { one: 'FAQ', many: 'FAQs' },
  'coaching-resources': { one: 'resource', many: 'Coaching resources' },
};

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
