import type { CareerSuggestionPage, CareerSuggestionQuery, InterestScores, UserProfile } from '@lakbay/contracts';
import { api } from '@/lib/api/api';

// The caller's profile carries the saved result. 'Me' is the accounts feature's tag for it, so a
// save here refreshes its profile pages and a profile edit there refreshes these.
const ME = 'Me' as const;

export const interestsApi = api.enhanceEndpoints({ addTagTypes: [ME, 'CareerSuggestion'] }).injectEndpoints({
  endpoints: (build) => ({
    getCareerSuggestions: build.query<CareerSuggestionPage, CareerSuggestionQuery>({
      query: ({ interests, scores, page, pageSize }) => ({ url: '/careers/suggestions', params: { interests, scores, page, pageSize } }),
      providesTags: ['CareerSuggestion'],
    }),
    getMyInterests: build.query<UserProfile, void>({
      query: () => '/users/me',
      providesTags: [ME],
    }),
    saveInterestScores: build.mutation<UserProfile, InterestScores>({
      query: (scores) => ({ url: '/users/me', method: 'PATCH', body: { interestScores: scores } }),
      invalidatesTags: [ME],
    }),
  }),
});

export const { useGetCareerSuggestionsQuery, useGetMyInterestsQuery, useSaveInterestScoresMutation } = interestsApi;
