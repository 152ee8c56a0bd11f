import type { Page, Video, VideoListQuery } from '@lakbay/contracts';
import { listParams } from '@/components/content/list-params';
import { api } from '@/lib/api/api';

export const videosApi = api.enhanceEndpoints({ addTagTypes: ['Video'] }).injectEndpoints({
  endpoints: (build) => ({
    getVideos: build.query<Page<Video>, VideoListQuery>({
      query: (query) => ({ url: '/videos', params: listParams(query) }),
      providesTags: [{ type: 'Video', id: 'LIST' }],
    }),
  }),
});

export const { useGetVideosQuery } = videosApi;
