/** The shell's English: navigation, header, footer, language switch. Spec-quoted texts word for word. */
const common = {
  nav: {
    home: 'Home',
    forum: 'Forum',
    virtualApprenticeship: 'Virtual Apprenticeship',
    coachConnector: 'Coach Connector',
    careerExplorer: 'Career Explorer',
    careerDatabase: 'Career Database',
    whatsNew: "What's New",
    faqs: 'FAQs',
    new: 'New',
    opensInNewTab: '(opens in a new tab)',
    main: 'Main',
  },
  header: {
    home: 'Lakbay home',
    menu: 'Menu',
    logout: 'Logout',
    getStarted: 'Get Started',
    myAccount: 'My account ({{name}})',
  },
  footer: {
    credit: 'Made with love by the product team',
    version: 'Version {{version}}',
    pages: 'Pages',
    myData: 'Your data and privacy',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    help: 'Need help? Go to our <faqs>FAQs</faqs>!',
    followUs: 'Follow us',
  },
  language: {
    label: 'Language',
    switchTo: 'Switch the language to {{language}}',
  },
  // Spec-quoted texts (cookie heading, 'There's nothing here!', 'Uh-oh! Something's not right.',
  // 'You shall not pass!!!', 'Loading', 'n / m characters'...) are not here: they stay in English in the code.
  cookies: {
    body: 'Lakbay may process information about how you use the platform to improve our products, for audience insights and for content measurement. Read our <privacy>Privacy Policy</privacy> to learn more.',
    accept: 'Accept',
    decline: 'Decline',
  },
  offline: 'You are offline. Pages you opened before still work; everything else needs a connection.',
  dataSaver: 'Data saver',
  status: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you were looking for does not exist or has moved.',
    goHome: 'Go home',
    errorTitle: 'Something went wrong',
    errorText:
      'We hit a problem showing this page. Please <reload>reload the page again</reload>, or go back to the <home>home page</home>.',
    errorContact: 'If it keeps happening, write to the Lakbay team at <mail>{{email}}</mail> and tell us what you were doing.',
    notAdmin: 'This area is for Lakbay admins. Taking you home…',
    notSavedTitle: 'Not saved on this device',
    notSavedText: 'This page has not been opened here before, so it needs a connection. It opens by itself once you are back online.',
  },
  contentLanguage: {
    fallback: 'Parts of this are still in English: there is no Filipino version of them yet.',
  },
  pager: {
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  video: {
    play: 'Play video: {{title}}',
    watchOnYouTube: 'Watch on YouTube',
    notAvailable: 'Video not available yet',
    notAvailableYet: 'This video is not available yet',
  },
  careerCard: {
    startingPay: 'Starting pay',
    aMonth: 'a month',
  },
  filter: {
    byCategory: 'Filter by category',
    all: 'All',
  },
  write: {
    checking: 'Checking whether it was saved…',
    outcomeUnknown: 'We could not confirm whether this was saved. It may have been: reload the page and look for it before trying again.',
  },
  form: {
    required: '{{label}} is required',
    failed: 'Something went wrong. Please try again.',
    failedWithStatus: 'Request failed with status code {{status}}',
  },
  loading: 'Loading',
  search: {
    placeholder: 'Search coaches, careers, videos',
    searching: 'Searching…',
    noResults: 'No results for “{{query}}”. Try one of these:',
    unavailableCached: 'Search is unavailable right now; showing earlier results.',
    unavailable: 'Search is unavailable right now. Try one of these:',
    result_one: '{{count}} result',
    result_other: '{{count}} results',
    suggestions: 'Suggestions',
    listLabel: 'Search suggestions',
    hints: { videos: 'Watch career videos', careers: 'Explore careers', coaches: 'Find a coach' },
  },
  explore: { label: 'Explore', coaches: 'Koaches', careers: 'Careers', events: 'Events' },
} as const;

export default common;
