import type homeEn from './i18n/home.en';
import type { LineIconName } from '@/components/icons/line-icon';
import { filterByFlags, type Flagged } from '@/lib/feature-flags';
import { PATHS } from '@/lib/paths';

export interface HomeCard extends Flagged {
  /** The spec's card name (English); the shown one is the home catalogue's cardTitles. */
  title: string;
  /** Its line of text, in the home catalogue under cards. */
  text: keyof typeof homeEn.cards;
  to: string;
  icon: LineIconName;
}

/** Spec section 1: the Kadet cards, in order; the first, fifth and sixth are behind the launch flag. */
export const KADET_CARDS: readonly HomeCard[] = [
  {
    title: 'Virtual Apprenticeship',
    text: 'apprenticeship',
    to: PATHS.virtualApprenticeship,
    icon: 'award',
    gated: true,
  },
  {
    title: 'Explore Careers',
    text: 'careers',
    to: PATHS.careers,
    icon: 'compass',
  },
  { title: 'Find A Coach', text: 'coaches', to: PATHS.coaches, icon: 'users' },
  {
    title: 'Browse Videos',
    text: 'videos',
    to: PATHS.videos,
    icon: 'play',
  },
  {
    title: 'Jobs Dashboard',
    text: 'jobs',
    to: PATHS.jobs,
    icon: 'briefcase',
    gated: true,
  },
  { title: "What's New", text: 'events', to: PATHS.events, icon: 'bell', gated: true },
];

/** Spec section 1: the Koach cards. */
export const KOACH_CARDS: readonly HomeCard[] = [
  {
    title: 'Start Here',
    text: 'resources',
    to: PATHS.coachingResources,
    icon: 'book',
  },
  {
    title: 'Add Availabilities',
    text: 'availability',
    to: PATHS.faqsAddAvailability,
    icon: 'calendar',
  },
  {
    title: 'Update my Profile',
    text: 'profile',
    to: PATHS.myProfileEdit,
    icon: 'user',
  },
];

export const homeCardsFor = (isCoach: boolean, isAuth: boolean): HomeCard[] => filterByFlags(isCoach ? KOACH_CARDS : KADET_CARDS, isAuth);
