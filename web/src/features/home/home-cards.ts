import type { LineIconName } from '@/components/icons/line-icon';
import { filterByFlags, type Flagged } from '@/lib/feature-flags';
import { PATHS } from '@/lib/paths';

export interface HomeCard extends Flagged {
  title: string;
  text: string;
  to: string;
  icon: LineIconName;
}

/** Spec section 1: the Kadet cards, in order; the first, fifth and sixth are behind the launch flag. */
export const KADET_CARDS: readonly HomeCard[] = [
  {
    title: 'Virtual Apprenticeship',
    text: 'Take on a real challenge with a team, week by week, and build experience you can show.',
    to: PATHS.virtualApprenticeship,
    icon: 'award',
    gated: true,
  },
  {
    title: 'Explore Careers',
    text: 'Discover careers, what the work is like and how people get started.',
    to: PATHS.careers,
    icon: 'compass',
  },
  { title: 'Find A Coach', text: 'Book a free session with a volunteer Koach who works in the field.', to: PATHS.coaches, icon: 'users' },
  {
    title: 'Browse Videos',
    text: 'Hear professionals talk about their work and the paths that led them there.',
    to: PATHS.videos,
    icon: 'play',
  },
  {
    title: 'Jobs Dashboard',
    text: 'Look up roles: what they involve, what they ask for and what they pay.',
    to: PATHS.jobs,
    icon: 'briefcase',
    gated: true,
  },
  { title: "What's New", text: 'Events, talks and announcements from the Lakbay community.', to: PATHS.events, icon: 'bell', gated: true },
];

/** Spec section 1: the Koach cards. */
export const KOACH_CARDS: readonly HomeCard[] = [
  {
    title: 'Start Here',
    text: 'Coaching resources: how Lakbay sessions work and how to prepare for one.',
    to: PATHS.coachingResources,
    icon: 'book',
  },
  {
    title: 'Add Availabilities',
    text: 'Review how to share your free times with Kadets straight from your own calendar.',
    to: PATHS.faqsAddAvailability,
    icon: 'calendar',
  },
  {
    title: 'Update my Profile',
    text: 'Tell Kadets about your work so that the right ones find you.',
    to: PATHS.myProfileEdit,
    icon: 'user',
  },
];

export const homeCardsFor = (isCoach: boolean, isAuth: boolean): HomeCard[] => filterByFlags(isCoach ? KOACH_CARDS : KADET_CARDS, isAuth);
