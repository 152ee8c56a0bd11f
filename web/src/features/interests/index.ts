// The interests feature's public surface: the "Suggested for you" row that the home and careers pages
// show (the router composes them: app/router.tsx).
export { SuggestedCareers } from './components/suggested-careers';
