// The careers feature's public surface: the career card other lists (suggestions) show.
export { CareerCard } from './components/career-card';
