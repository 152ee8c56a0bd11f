import type { PrivacyOverview } from '@lakbay/contracts';
import { api } from '@/lib/api/api';

const PRIVACY = 'Privacy' as const;

export const privacyApi = api.enhanceEndpoints({ addTagTypes: [PRIVACY] }).injectEndpoints({
  endpoints: (build) => ({
    getPrivacy: build.query<PrivacyOverview, void>({
      query: () => '/users/me/privacy',
      providesTags: [PRIVACY],
    }),
    requestExport: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/users/me/privacy/exports', method: 'POST' }),
      invalidatesTags: [PRIVACY],
    }),
    deleteAccount: build.mutation<{ status: 'DELETED' | 'LINK_SENT' }, { password?: string }>({
      query: (body) => ({ url: '/users/me/privacy/delete', method: 'POST', body }),
      // Not keyed by the service: not sent again when its outcome is unknown.
      extraOptions: { unkeyedWrite: true },
    }),
    confirmDeletion: build.mutation<{ status: 'DELETED' }, { token: string }>({
      query: (body) => ({ url: '/privacy/delete/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useGetPrivacyQuery, useRequestExportMutation, useDeleteAccountMutation, useConfirmDeletionMutation } = privacyApi;
