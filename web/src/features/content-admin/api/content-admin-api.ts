import type {
  AdminEventRegistration,
  AdminListQuery,
  AdminRegistrationAction,
  JobImportPreview,
  JobImportRequest,
  JobImportResult,
  Page,
} from '@lakbay/contracts';
import { listParams } from '@/components/content/list-params';
import { api } from '@/lib/api/api';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/api/idempotent-write';
import type { AnyAdminRecord, ContentKind } from '../kinds';

// The public features' tags: an admin's change refreshes what the public pages show.
const PUBLIC_TAG = {
  careers: 'Career',
  jobs: 'Job',
  videos: 'Video',
  events: 'Event',
  faqs: 'Faq',
  'coaching-resources': 'Resource',
} as const;

const TAGS = ['AdminContent', 'AdminRegistration', 'Career', 'Job', 'Video', 'Event', 'Faq', 'Resource', 'Registration'] as const;

/** Everything a public page of this kind might show from the cache. */
const publicTags = (kind: ContentKind) => [
  { type: PUBLIC_TAG[kind], id: 'LIST' },
  { type: PUBLIC_TAG[kind], id: 'DETAIL' },
];

export const contentAdminApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    adminList: build.query<Page<AnyAdminRecord>, { kind: ContentKind } & AdminListQuery>({
      query: ({ kind, ...query }) => ({ url: `/admin/${kind}`, params: listParams(query) }),
      providesTags: (_result, _error, { kind }) => [{ type: 'AdminContent', id: `${kind}:LIST` }],
    }),
    adminGet: build.query<AnyAdminRecord, { kind: ContentKind; id: string }>({
      query: ({ kind, id }) => `/admin/${kind}/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, { kind, id }) => [{ type: 'AdminContent', id: `${kind}:${id}` }],
    }),
    adminCreate: build.mutation<AnyAdminRecord, { kind: ContentKind; body: object }>({
      query: ({ kind, body }) => ({ url: `/admin/${kind}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'AdminContent', id: `${kind}:LIST` }, ...publicTags(kind)],
    }),
    adminUpdate: build.mutation<AnyAdminRecord, { kind: ContentKind; id: string; body: object }>({
      query: ({ kind, id, body }) => ({ url: `/admin/${kind}/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: 'AdminContent', id: `${kind}:LIST` },
        { type: 'AdminContent', id: `${kind}:${id}` },
        ...publicTags(kind),
        { type: PUBLIC_TAG[kind], id },
      ],
    }),
    adminDelete: build.mutation<unknown, { kind: ContentKind; id: string }>({
      query: ({ kind, id }) => ({ url: `/admin/${kind}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: 'AdminContent', id: `${kind}:LIST` },
        ...publicTags(kind),
        { type: PUBLIC_TAG[kind], id },
      ],
    }),
    adminRegistrations: build.query<Page<AdminEventRegistration>, { eventId: string; page?: number; pageSize?: number }>({
      query: ({ eventId, ...query }) => ({ url: `/admin/events/${encodeURIComponent(eventId)}/registrations`, params: listParams(query) }),
      providesTags: (_result, _error, { eventId }) => [{ type: 'AdminRegistration', id: eventId }],
    }),
    adminRegistrationAction: build.mutation<
      AdminEventRegistration,
      { eventId: string; registrationId: string; action: AdminRegistrationAction }
    >({
      query: ({ eventId, registrationId, action }) => ({
        url: `/admin/events/${encodeURIComponent(eventId)}/registrations/${encodeURIComponent(registrationId)}`,
        method: 'PATCH',
        body: { action },
      }),
      invalidatesTags: (_result, _error, { eventId }) => [
        { type: 'AdminRegistration', id: eventId },
        { type: 'AdminContent', id: `events:${eventId}` },
        { type: 'AdminContent', id: 'events:LIST' },
        { type: 'Event', id: eventId },
        { type: 'Event', id: 'LIST' },
        { type: 'Registration', id: eventId },
      ],
    }),
    /** Reads a file of postings and answers each row's job or errors; saves nothing. */
    jobImportPreview: build.mutation<JobImportPreview, JobImportRequest>({
      query: (body) => ({ url: '/admin/jobs/import/preview', method: 'POST', body }),
    }),
    /** Saves the file's valid postings; the key is the page's, so a retried confirm imports once. */
    jobImport: build.mutation<JobImportResult, JobImportRequest & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/admin/jobs/import',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: [{ type: 'AdminContent', id: 'jobs:LIST' }, ...publicTags('jobs')],
    }),
  }),
});

export const {
  useAdminListQuery,
  useAdminGetQuery,
  useAdminCreateMutation,
  useAdminUpdateMutation,
  useAdminDeleteMutation,
  useAdminRegistrationsQuery,
  useAdminRegistrationActionMutation,
  useJobImportPreviewMutation,
  useJobImportMutation,
} = contentAdminApi;
