import type { Page, Video, VideoListQuery } from '@lakbay/contracts';
import { listParams } from '@/components/content/list-params';
import { api } from '@/lib/api/api';

export const videosApi = api.enhanceEndpoints({ addTagTypes: ['Video'] }).injectEndpoints({
  endpoints: (build) => ({
    getVideos: build.query<Page<Video>, VideoListQuery>({
      query: (query) => ({ url: '/videos', params: listParams(query) }),
      providesTags: [{ type: 'Video', id: 'LIST' }],
    }),
    /** GET /videos/{id}: the video a search result or a shared /videos?v= link names. */
    getVideo: build.query<Video, string>({
      query: (id) => `/videos/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Video', id }],
    }),
  }),
});

export const { useGetVideosQuery, useGetVideoQuery } = videosApi;
