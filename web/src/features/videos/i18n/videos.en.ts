import { PUBLIC_PAGE_TEXTS } from '@lakbay/contracts';

/** The videos page in English. Talks' titles and descriptions stay as written. */
const videos = {
  title: PUBLIC_PAGE_TEXTS.videos.title,
  intro: PUBLIC_PAGE_TEXTS.videos.intro,
  searchLabel: 'Search videos',
  searchPlaceholder: 'Search talks or speakers',
  count_one: '{{count}} video',
  count_other: '{{count}} videos',
  label: 'Videos',
  pages: 'Pages of videos',
  loading: 'Loading videos',
  error: 'Videos could not be loaded',
  noMatch: 'No videos match {{what}}',
  matchWords: '“{{q}}”',
  matchCategory: 'in {{category}}',
  noMatchText: 'Try other words, or look in all categories.',
  none: 'No videos yet',
  noneText: 'Talks and career stories will appear here.',
  chosen: {
    label: 'Chosen video',
    labelWithTitle: 'Chosen video: {{title}}',
    gone: 'This video is no longer available. Here are the others.',
    loading: 'Loading the video…',
    showAll: 'Show all videos',
  },
} as const;

export default videos;
