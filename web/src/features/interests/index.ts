// The interests feature's public surface: the "Suggested for you" row that the home and career pages show.
export { SuggestedCareers } from './components/suggested-careers';
