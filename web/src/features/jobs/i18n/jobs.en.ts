import { PUBLIC_PAGE_TEXTS } from '@lakbay/contracts';

/** The Career Database (jobs) in English. Job postings themselves stay as written. */
const jobs = {
  list: {
    title: PUBLIC_PAGE_TEXTS.jobs.title,
    intro: PUBLIC_PAGE_TEXTS.jobs.intro,
    filters: 'Filter jobs',
    search: 'Search',
    searchPlaceholder: 'Title, company or keyword',
    category: 'Category',
    allCategories: 'All categories',
    workType: 'Work type',
    employment: 'Employment',
    any: 'Any',
    location: 'Location',
    locationPlaceholder: 'e.g. Cebu',
    count_one: '{{count}} open job',
    count_other: '{{count}} open jobs',
    label: 'Jobs',
    pages: 'Pages of jobs',
    loading: 'Loading jobs',
    error: 'Jobs could not be loaded',
    noMatch: 'No open jobs match these filters',
    noMatchText: 'Try another place or type of work.',
    none: 'No open jobs right now',
    noneText: 'New postings from partner organisations will appear here.',
  },
  card: {
    sample: 'Sample listing',
    sampleTitle: 'An example from a fictional company',
    about: 'About the job',
    aMonth: 'a month',
    posted: 'Posted {{date}}',
    applyBy: ' · Apply by {{date}}',
    apply: 'Apply',
    applyFor: 'Apply for {{title}} at {{company}}',
    sampleNote: 'This is a sample listing from a fictional company, shown as an example: there is no application to send.',
  },
  workType: { ON_SITE: 'On-site', REMOTE: 'Remote', HYBRID: 'Hybrid' },
  employmentType: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    CONTRACT: 'Contract',
    INTERNSHIP: 'Internship',
    FREELANCE: 'Freelance',
  },
} as const;

export default jobs;
