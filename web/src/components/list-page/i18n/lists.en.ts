/** The list pages' own words (buttons of their error and empty states), in English. */
const lists = {
  tryAgain: 'Try again',
  clearFilters: 'Clear filters',
} as const;

export default lists;
