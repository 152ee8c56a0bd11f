/** The Coach Connector in English: the list of Koaches, their cards and ratings. Profiles stay as written. */
const coaches = {
  list: {
    title: 'Coach Connector',
    intro: 'Find a volunteer Koach who works in the career you are curious about, and book a free session.',
    byField: 'Filter by field',
    language: 'Language',
    anyLanguage: 'Any language',
    freeThisWeek: 'Free this week',
    count_one: '{{count}} Koach',
    count_other: '{{count}} Koaches',
    countIn: ' in {{category}}',
    countSpeak: ' who speak {{language}}',
    countFree: ', free this week',
    label: 'Koaches',
    pages: 'Pages of Koaches',
    loading: 'Loading Koaches',
    error: 'Koaches could not be loaded',
    noMatch: 'No Koach matches these filters',
    noMatchFree: 'Koaches may be free next week: try without “Free this week”, or another field.',
    noMatchText: 'Try another field or language.',
    none: 'No Koaches listed yet',
    noneText: 'Volunteer Koaches are being onboarded. Check back soon, or explore careers in the meantime.',
  },
  card: {
    speaks: 'Speaks {{languages}}',
    sessions_one: '{{count}} session held',
    sessions_other: '{{count}} sessions held',
    nextFree: 'Next free: {{time}}',
    noSlots: 'No open slots this week',
  },
  rating: {
    rated: 'Rated {{rating}} out of 5',
    none: 'No reviews yet',
    reviews_one: '({{count}} review)',
    reviews_other: '({{count}} reviews)',
  },
  inField: {
    title: 'Koaches in this field',
    loading: 'Loading Koaches in this field',
    label: 'Koaches in {{field}}',
    none: 'No Koach in {{field}} is listed yet. Koaches in nearby fields can still help you plan your path.',
    thisField: 'this field',
    find: 'Find a Koach',
  },
} as const;

export default coaches;
