import type {
  CoachOnboardingLinksStep,
  CoachOnboardingProfileStep,
  LoggedUser,
  MessageReply,
  OnboardingInterestsStep,
  OnboardingNamesStep,
  OnboardingStudiesStep,
  ProfileChanges,
  SignupRequest,
  UserProfile,
} from '@lakbay/contracts';
import { api } from '@/lib/api/api';

export type SignupRole = 'kadet' | 'coach';

const ME = 'Me' as const;

/** Sign-up, onboarding, the caller's profile and password reset (services/bff accounts-auth and users controllers). */
export const accountsApi = api.enhanceEndpoints({ addTagTypes: [ME] }).injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<MessageReply, SignupRequest & { role: SignupRole }>({
      query: ({ role, ...body }) => ({ url: role === 'coach' ? '/auth/signup-coach' : '/auth/signup', method: 'POST', body }),
      // Not keyed by the service (it e-mails a link): not sent again when its outcome is unknown.
      extraOptions: { unkeyedWrite: true },
    }),
    completeSignup: build.mutation<LoggedUser, { token: string }>({
      query: (body) => ({ url: '/auth/signup/complete', method: 'POST', body }),
    }),
    getMe: build.query<UserProfile, void>({
      query: () => '/users/me',
      providesTags: [ME],
    }),
    updateMe: build.mutation<UserProfile, ProfileChanges>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      invalidatesTags: [ME],
    }),
    uploadAvatar: build.mutation<UserProfile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: '/users/me/avatar', method: 'POST', body };
      },
      invalidatesTags: [ME],
    }),
    saveOnboardingStep: build.mutation<UserProfile, OnboardingStepRequest>({
      query: ({ role, step, body }) => ({
        url: `/users/me/${role === 'coach' ? 'onboarding-coach' : 'onboarding'}/steps/${step}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [ME],
    }),
    requestPasswordReset: build.mutation<MessageReply, { email: string }>({
      query: (body) => ({ url: '/auth/password-reset/request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageReply, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
      extraOptions: { expectUnauthorized: true },
    }),
  }),
});

export type OnboardingStepRequest =
  | { role: 'kadet'; step: 2; body: OnboardingNamesStep }
  | { role: 'kadet'; step: 3; body: OnboardingStudiesStep }
  | { role: 'kadet'; step: 4; body: OnboardingInterestsStep }
  | { role: 'coach'; step: 2; body: OnboardingNamesStep }
  | { role: 'coach'; step: 3; body: CoachOnboardingProfileStep }
  | { role: 'coach'; step: 4; body: CoachOnboardingLinksStep };

export const {
  useSignupMutation,
  useCompleteSignupMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useUploadAvatarMutation,
  useSaveOnboardingStepMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = accountsApi;
