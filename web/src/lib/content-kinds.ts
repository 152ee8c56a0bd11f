/**
 * The kinds of content an admin edits, as they appear in /admin/content/{kind} and /api/v2/admin/{kind},
 * with their names. Shared: the content editors list them, and the admin tools' menu links to each.
 */
export const CONTENT_KINDS = ['careers', 'jobs', 'videos', 'events', 'faqs', 'coaching-resources'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const KIND_LABELS: Record<ContentKind, { one: string; many: string }> = {
  careers: { one: 'career', many: 'Careers' },
  jobs: { one: 'job', many: 'Jobs' },
  videos: { one: 'video', many: 'Videos' },
  events: { one: 'event', many: 'Events' },
  faqs: { one: 'FAQ', many: 'FAQs' },
  'coaching-resources': { one: 'resource', many: 'Coaching resources' },
};
