import type { Job, JobListQuery, Page } from '@lakbay/contracts';
import { listParams } from '@/components/content/list-params';
import { api } from '@/lib/api/api';

export const jobsApi = api.enhanceEndpoints({ addTagTypes: ['Job'] }).injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<Page<Job>, JobListQuery>({
      query: (query) => ({ url: '/jobs', params: listParams(query) }),
      providesTags: [{ type: 'Job', id: 'LIST' }],
    }),
  }),
});

export const { useGetJobsQuery } = jobsApi;
