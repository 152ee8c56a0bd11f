import type { Faq } from '@lakbay/contracts';
import { api } from '@/lib/api/api';

export const faqsApi = api.enhanceEndpoints({ addTagTypes: ['Faq'] }).injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query<Faq[], void>({
      query: () => '/faqs',
      providesTags: [{ type: 'Faq', id: 'LIST' }],
    }),
  }),
});

export const { useGetFaqsQuery } = faqsApi;
