import type {
  AdminApplication,
  AdminChallenge,
  AdminChallengeSummary,
  ChallengeInput,
  AdminSubmission,
  ApplicationStatus,
  Certificate,
  Challenge,
  ChallengeDetail,
  Invite,
  InviteAction,
  InviteLinkView,
  Member,
  Participant,
  ReviewStatus,
  Submission,
  UserChallenge,
} from '@lakbay/contracts';
import { api } from '@/lib/api/api';
import { shouldRetry } from '@/lib/api/retry-policy';

const seg = (value: string) => encodeURIComponent(value);

/** The logged user's part in one challenge: /users/{uid}/challengesNew/{challengeId}. */
export interface UserChallengeArgs {
  uid: string;
  challengeId: string;
}

const base = ({ uid, challengeId }: UserChallengeArgs) => `/users/${seg(uid)}/challengesNew/${seg(challengeId)}`;

const CHALLENGE = 'VaChallenge';
const MINE = 'VaUserChallenge';
const MEMBERS = 'VaMembers';
const INVITES = 'VaInvites';
const PARTICIPANTS = 'VaParticipants';
const APPLICATIONS = 'VaApplications';
const REVIEWS = 'VaSubmissions';
const AUTHORING = 'VaAuthoring';

// Everything a user's enrolment changes, for writes that move them in or out of a group. Writes
// invalidate only when they succeed: a refused form must not refetch (and reset) the page under it.
const ENROLMENT_TAGS = [MINE, MEMBERS, INVITES, PARTICIPANTS, CHALLENGE] as const;

/**
 * Virtual Apprenticeship calls (spec section 7): challenges (public), the user's enrolment,
 * members, invites and submissions, invite links, certificates, and the admin review screens.
 * Multipart bodies go as FormData (the browser sets the boundary).
 */
export const apprenticeshipApi = api
  .enhanceEndpoints({ addTagTypes: [CHALLENGE, MINE, MEMBERS, INVITES, PARTICIPANTS, APPLICATIONS, REVIEWS, AUTHORING] })
  .injectEndpoints({
    endpoints: (build) => ({
      getChallenges: build.query<Challenge[], void>({
        query: () => ({ url: '/virapp/challenges', cache: 'no-cache' }),
        providesTags: [{ type: CHALLENGE, id: 'LIST' }],
      }),
      getChallenge: build.query<ChallengeDetail, string>({
        query: (id) => ({ url: `/virapp/challenges/${seg(id)}`, cache: 'no-cache' }),
        providesTags: (_result, _error, id) => [{ type: CHALLENGE, id }],
      }),
      getUserChallenge: build.query<UserChallenge, UserChallengeArgs>({
        query: (args) => ({ url: base(args), cache: 'no-store' }),
        providesTags: [MINE],
      }),
      enrol: build.mutation<UserChallenge, UserChallengeArgs & { form: FormData }>({
        query: ({ form, ...args }) => ({ url: base(args), method: 'POST', body: form }),
        invalidatesTags: (result) => (result ? [...ENROLMENT_TAGS] : []),
      }),
      unenrol: build.mutation<{ unenrolled: true }, UserChallengeArgs>({
        query: (args) => ({ url: base(args), method: 'DELETE' }),
        invalidatesTags: (result) => (result ? [...ENROLMENT_TAGS] : []),
      }),
      getMembers: build.query<Member[], UserChallengeArgs>({
        query: (args) => ({ url: `${base(args)}/members`, cache: 'no-store' }),
        providesTags: [MEMBERS],
      }),
      getReceivedInvites: build.query<Invite[], UserChallengeArgs>({
        query: (args) => ({ url: `${base(args)}/invites`, cache: 'no-store' }),
        providesTags: [INVITES],
      }),
      getParticipants: build.query<Participant[], UserChallengeArgs & { excludeGroupId: string }>({
        query: ({ excludeGroupId, ...args }) => ({ url: `${base(args)}/participants`, params: { excludeGroupId }, cache: 'no-store' }),
        providesTags: [PARTICIPANTS],
      }),
      sendInvites: build.mutation<Invite[], UserChallengeArgs & { groupId: string; invitees: string[] }>({
        query: ({ groupId, invitees, ...args }) => ({
          url: `${base(args)}/groups/${seg(groupId)}/invites`,
          method: 'POST',
          body: { invitees },
        }),
        invalidatesTags: (result) => (result ? [MEMBERS, MINE] : []),
      }),
      updateInvite: build.mutation<Invite, UserChallengeArgs & { groupId: string; inviteId: string; action: InviteAction }>({
        query: ({ groupId, inviteId, action, ...args }) => ({
          url: `${base(args)}/groups/${seg(groupId)}/invites/${seg(inviteId)}`,
          method: 'PATCH',
          body: { action },
        }),
        // Spec section 4: after accept or decline, members and received invites are fetched again.
        invalidatesTags: (result, _error, { action }) => (!result ? [] : action === 'RESEND' ? [MEMBERS] : [...ENROLMENT_TAGS]),
      }),
      removeInvite: build.mutation<Invite, UserChallengeArgs & { groupId: string; inviteId: string }>({
        query: ({ groupId, inviteId, ...args }) => ({
          url: `${base(args)}/groups/${seg(groupId)}/invites/${seg(inviteId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (result) => (result ? [MEMBERS, MINE] : []),
      }),
      submitWeek: build.mutation<Submission, UserChallengeArgs & { weekId: string; form: FormData }>({
        query: ({ weekId, form, ...args }) => ({ url: `${base(args)}/weeks/${seg(weekId)}/submissions`, method: 'PATCH', body: form }),
        invalidatesTags: (result) => (result ? [MINE] : []),
      }),
      getInviteLink: build.query<InviteLinkView, string>({
        query: (token) => ({ url: `/virapp/invites/${seg(token)}`, cache: 'no-store' }),
        providesTags: [INVITES],
      }),
      answerInviteLink: build.mutation<UserChallenge | Invite, { token: string; action: 'ACCEPT' | 'DECLINE' }>({
        query: ({ token, action }) => ({ url: `/virapp/invites/${seg(token)}`, method: 'POST', body: { action } }),
        invalidatesTags: (result) => (result ? [...ENROLMENT_TAGS] : []),
      }),
      getCertificate: build.query<Certificate, string>({
        query: (code) => ({ url: `/virapp/certificates/${seg(code)}` }),
        // A revoked certificate (410) stays revoked: no retry.
        extraOptions: {
          retryCondition: (error, args, options) => (error as { status?: unknown }).status !== 410 && shouldRetry(error, args, options),
        },
      }),
      getAdminApplications: build.query<AdminApplication[], { challengeId?: string; status?: ApplicationStatus }>({
        query: ({ challengeId, status }) => ({
          url: '/admin/virapp/applications',
          params: { ...(challengeId ? { challengeId } : {}), ...(status ? { status } : {}) },
          cache: 'no-store',
        }),
        providesTags: [APPLICATIONS],
      }),
      decideApplication: build.mutation<AdminApplication, { groupId: string; action: 'APPROVE' | 'REJECT' }>({
        query: ({ groupId, action }) => ({ url: `/admin/virapp/applications/${seg(groupId)}`, method: 'PATCH', body: { action } }),
        invalidatesTags: (result) => (result ? [APPLICATIONS, CHALLENGE] : []),
      }),
      getAdminSubmissions: build.query<AdminSubmission[], ReviewStatus>({
        query: (status) => ({ url: '/admin/virapp/submissions', params: { status }, cache: 'no-store' }),
        providesTags: [REVIEWS],
      }),
      reviewSubmission: build.mutation<
        AdminSubmission,
        { submissionId: string; status: Exclude<ReviewStatus, 'PENDING_REVIEW'>; feedback: string }
      >({
        query: ({ submissionId, status, feedback }) => ({
          url: `/admin/virapp/submissions/${seg(submissionId)}`,
          method: 'PATCH',
          body: { status, feedback },
        }),
        invalidatesTags: (result) => (result ? [REVIEWS, APPLICATIONS] : []),
      }),
      completeGroup: build.mutation<unknown, { groupId: string; overrideReason?: string }>({
        query: ({ groupId, overrideReason }) => ({
          url: `/admin/virapp/groups/${seg(groupId)}/completion`,
          method: 'POST',
          body: overrideReason ? { overrideReason } : {},
        }),
        invalidatesTags: (_result, error) => (error ? [] : [APPLICATIONS]),
      }),
      getAdminChallenges: build.query<AdminChallengeSummary[], void>({
        query: () => ({ url: '/admin/virapp/challenges', cache: 'no-store' }),
        providesTags: [AUTHORING],
      }),
      getAdminChallenge: build.query<AdminChallenge, string>({
        query: (challengeId) => ({ url: `/admin/virapp/challenges/${seg(challengeId)}`, cache: 'no-store' }),
        providesTags: [AUTHORING],
      }),
      createChallenge: build.mutation<AdminChallenge, ChallengeInput>({
        query: (body) => ({ url: '/admin/virapp/challenges', method: 'POST', body }),
        invalidatesTags: (result) => (result ? [AUTHORING] : []),
      }),
      updateChallenge: build.mutation<AdminChallenge, { challengeId: string; input: ChallengeInput }>({
        query: ({ challengeId, input }) => ({ url: `/admin/virapp/challenges/${seg(challengeId)}`, method: 'PUT', body: input }),
        invalidatesTags: (result) => (result ? [AUTHORING, CHALLENGE] : []),
      }),
      publishChallenge: build.mutation<AdminChallenge, string>({
        query: (challengeId) => ({ url: `/admin/virapp/challenges/${seg(challengeId)}/publish`, method: 'POST' }),
        invalidatesTags: (result) => (result ? [AUTHORING, CHALLENGE] : []),
      }),
      revokeCertificate: build.mutation<unknown, { code: string; reason: string }>({
        query: ({ code, reason }) => ({ url: `/admin/virapp/certificates/${seg(code)}/revoke`, method: 'POST', body: { reason } }),
      }),
    }),
  });

export const {
  useGetChallengesQuery,
  useGetChallengeQuery,
  useGetUserChallengeQuery,
  useEnrolMutation,
  useUnenrolMutation,
  useGetMembersQuery,
  useGetReceivedInvitesQuery,
  useGetParticipantsQuery,
  useSendInvitesMutation,
  useUpdateInviteMutation,
  useRemoveInviteMutation,
  useSubmitWeekMutation,
  useGetInviteLinkQuery,
  useAnswerInviteLinkMutation,
  useGetCertificateQuery,
  useGetAdminApplicationsQuery,
  useDecideApplicationMutation,
  useGetAdminSubmissionsQuery,
  useReviewSubmissionMutation,
  useCompleteGroupMutation,
  useRevokeCertificateMutation,
  useGetAdminChallengesQuery,
  useGetAdminChallengeQuery,
  useCreateChallengeMutation,
  useUpdateChallengeMutation,
  usePublishChallengeMutation,
} = apprenticeshipApi;
