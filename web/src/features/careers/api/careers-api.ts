import type { CareerCategoryCount, CareerDetail, CareerListQuery, CareerSummary, Page } from '@lakbay/contracts';
import { listParams } from '@/components/content/list-params';
import { api } from '@/lib/api/api';

export const careersApi = api.enhanceEndpoints({ addTagTypes: ['Career'] }).injectEndpoints({
  endpoints: (build) => ({
    getCareers: build.query<Page<CareerSummary>, CareerListQuery>({
      query: (query) => ({ url: '/careers', params: listParams(query) }),
      providesTags: [{ type: 'Career', id: 'LIST' }],
    }),
    getCareerCategories: build.query<CareerCategoryCount[], void>({
      query: () => '/career-categories',
      providesTags: [{ type: 'Career', id: 'LIST' }],
    }),
    getCareer: build.query<CareerDetail, string>({
      // The answer may sit in the browser cache for a minute: revalidate (a cheap 304) so an
      // admin's edit shows at once.
      query: (slug) => ({ url: `/careers/${encodeURIComponent(slug)}`, cache: 'no-cache' }),
      providesTags: (result) =>
        result
          ? [
              { type: 'Career', id: result.id },
              { type: 'Career', id: 'DETAIL' },
            ]
          : [{ type: 'Career', id: 'DETAIL' }],
    }),
  }),
});

export const { useGetCareersQuery, useGetCareerCategoriesQuery, useGetCareerQuery } = careersApi;
