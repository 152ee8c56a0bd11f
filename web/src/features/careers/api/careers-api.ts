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
      // The BFF answers `no-cache`: the browser revalidates (a cheap 304), so an admin's edit shows
      // at once. The page's HTML preloads this same request.
      query: (slug) => `/careers/${encodeURIComponent(slug)}`,
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
