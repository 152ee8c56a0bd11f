import type { CoachingResource } from '@lakbay/contracts';
import { api } from '@/lib/api/api';

export const coachingResourcesApi = api.enhanceEndpoints({ addTagTypes: ['Resource'] }).injectEndpoints({
  endpoints: (build) => ({
    getCoachingResources: build.query<CoachingResource[], void>({
      query: () => '/coaching-resources',
      providesTags: [{ type: 'Resource', id: 'LIST' }],
    }),
  }),
});

export const { useGetCoachingResourcesQuery } = coachingResourcesApi;
