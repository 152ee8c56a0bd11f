import type {
  AdminMessage,
  AdminUserListItem,
  AllowlistEntry,
  AllowlistRequest,
  CalendarSyncSummary,
  AuditLogPage,
  EmulationView,
  FollowUpWorkOverview,
  FollowUpWorkRedriveRequest,
  OutboxRedriveReply,
  UpdateCoachIsActiveRequest,
  UpdateKadetToCoachRequest,
} from '@lakbay/contracts';
import { api } from '@/lib/api/api';

const USERS = 'AdminUsers' as const;
const AUDIT = 'AuditLog' as const;
const ALLOWLIST = 'CoachAllowlist' as const;
const CALENDAR = 'CalendarSync' as const;
const FOLLOW_UP = 'FollowUpWork' as const;

/** Admin tools of spec sections 2, 7 and 8 (services/bff/src/admin, users controller's list). */
export const adminApi = api.enhanceEndpoints({ addTagTypes: [USERS, AUDIT, ALLOWLIST, CALENDAR, FOLLOW_UP] }).injectEndpoints({
  endpoints: (build) => ({
    findUsers: build.query<AdminUserListItem[], string>({
      query: (username) => ({ url: '/users', params: { username } }),
      providesTags: [USERS],
    }),
    updateCoachIsActive: build.mutation<AdminMessage, UpdateCoachIsActiveRequest>({
      query: (body) => ({ url: '/admin/updateCoachIsActive', method: 'PATCH', body }),
      invalidatesTags: [USERS, AUDIT],
    }),
    updateKadetToCoach: build.mutation<AdminMessage, UpdateKadetToCoachRequest>({
      query: (body) => ({ url: '/admin/updateKadetToCoach', method: 'PATCH', body }),
      invalidatesTags: [USERS, AUDIT],
    }),
    addEmailToCoachAllowlist: build.mutation<AdminMessage, AllowlistRequest>({
      query: (body) => ({ url: '/admin/addEmailToCoachAllowlist', method: 'POST', body }),
      invalidatesTags: [AUDIT, ALLOWLIST],
    }),
    coachAllowlist: build.query<AllowlistEntry[], void>({
      query: () => '/admin/coach-allowlist',
      providesTags: [ALLOWLIST],
    }),
    removeFromCoachAllowlist: build.mutation<AdminMessage, AllowlistRequest>({
      query: ({ email }) => ({ url: `/admin/coach-allowlist/${encodeURIComponent(email)}`, method: 'DELETE' }),
      invalidatesTags: [AUDIT, ALLOWLIST],
    }),
    lastCalendarSync: build.query<CalendarSyncSummary | null, void>({
      query: () => '/admin/calendar-sync',
      providesTags: [CALENDAR],
    }),
    /** Reads the calendars now; applyHeldBack applies a read that was held back. */
    syncCalendars: build.mutation<CalendarSyncSummary, { applyHeldBack?: boolean } | void>({
      query: (body) => ({ url: '/admin/calendar-sync', method: 'POST', body: body ?? {} }),
      // Not keyed by the service: not sent again when its outcome is unknown.
      extraOptions: { unkeyedWrite: true },
      invalidatesTags: [CALENDAR],
    }),
    startEmulation: build.mutation<EmulationView, { userId: string }>({
      query: (body) => ({ url: '/admin/emulation/start', method: 'POST', body }),
      invalidatesTags: [AUDIT],
    }),
    auditLog: build.query<AuditLogPage, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/admin/audit-log', params }),
      providesTags: [AUDIT],
    }),
    /** Every service's failed and delayed follow-up work (e-mails and other jobs of the outboxes). */
    followUpWork: build.query<FollowUpWorkOverview, void>({
      query: () => '/admin/follow-up-work',
      providesTags: [FOLLOW_UP],
    }),
    /** Sends failed work of one service again: the ids, or all of it. */
    redriveFollowUpWork: build.mutation<OutboxRedriveReply, FollowUpWorkRedriveRequest>({
      query: (body) => ({ url: '/admin/follow-up-work/redrive', method: 'POST', body }),
      invalidatesTags: [FOLLOW_UP],
    }),
  }),
});

export const {
  useLazyFindUsersQuery,
  useUpdateCoachIsActiveMutation,
  useUpdateKadetToCoachMutation,
  useAddEmailToCoachAllowlistMutation,
  useCoachAllowlistQuery,
  useRemoveFromCoachAllowlistMutation,
  useLastCalendarSyncQuery,
  useSyncCalendarsMutation,
  useStartEmulationMutation,
  useAuditLogQuery,
  useFollowUpWorkQuery,
  useRedriveFollowUpWorkMutation,
} = adminApi;
