/** The /search results page. The group names (Videos, Coach Connector, Career Explorer) stay as spec section 2 names them. */
const en = {
  title: 'Search results',
  intro: 'Everything that matches “{{query}}”.',
  searchLabel: 'Search coaches, careers and videos',
  empty: { title: 'Type what you are looking for', text: 'Careers, coaches and videos, in English or Filipino.' },
  unavailable: 'Search is unavailable right now',
  tryAgain: 'Try again',
  noResults: { title: 'No results for “{{query}}”', text: 'Try other words, or one of these:' },
  searching: 'Searching {{group}}…',
  showMore: 'Show more {{group}}',
  max: 'Showing the first {{count}}. Add words to narrow the search.',
} as const;

export default en;
