/** The videos page in English. Talks' titles and descriptions stay as written. */
const videos = {
  title: 'Videos',
  intro: 'Short talks from professionals about their work and how they got there.',
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
