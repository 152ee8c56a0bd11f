/**
 * The public list pages' English titles and introductions, in one place: the web's English
 * catalogues show them on the pages, and the BFF writes them into the HTML it serves (title,
 * description, Open Graph) for link previews and crawlers, which run no script.
 */
export const PUBLIC_PAGE_TEXTS = {
  careers: { title: 'Career Explorer', intro: 'Browse careers by category and find out what the work is really like.' },
  events: { title: "What's New", intro: 'Events, talks and workshops from the Lakbay community. Register to save your seat.' },
  coaches: {
    title: 'Coach Connector',
    intro: 'Find a volunteer Koach who works in the career you are curious about, and book a free session.',
  },
  jobs: { title: 'Career Database', intro: 'Open jobs and internships from partner organisations. Apply directly with the employer.' },
  videos: { title: 'Videos', intro: 'Short talks from professionals about their work and how they got there.' },
  challenges: {
    title: 'Virtual Apprenticeship',
    intro: 'Work on a real challenge from a partner organisation, alone or with a team of Kadets, one week at a time.',
  },
  faqs: {
    title: 'Frequently asked questions',
    intro: 'Answers about accounts, sessions with Koaches, events and virtual apprenticeships.',
  },
} as const;

export type PublicListPage = keyof typeof PUBLIC_PAGE_TEXTS;
