import type { CareerCategory, CoachListQuery } from '@lakbay/contracts';
import { categoryParam, pageParam } from '@/components/content/list-params';

/** The languages Kadets filter Koaches by. */
export const COACH_LANGUAGES = ['English', 'Filipino', 'Cebuano', 'Ilocano'] as const;

export const COACHES_PAGE_SIZE = 12;

/** The coach list's filters as the address bar holds them (so a filtered view can be shared). */
export interface CoachFilters {
  category: CareerCategory | null;
  language: string | null;
  freeThisWeek: boolean;
  page: number;
}

export function readCoachFilters(params: URLSearchParams): CoachFilters {
  const language = params.get('language');
  return {
    category: categoryParam(params.get('category')),
    language: COACH_LANGUAGES.find((known) => known.toLowerCase() === language?.toLowerCase()) ?? null,
    freeThisWeek: params.get('freeThisWeek') === 'true',
    page: pageParam(params.get('page')),
  };
}

/** The request of GET /api/v2/coaches for these filters (false and empty filters left out). */
export function coachListQuery(filters: CoachFilters, pageSize = COACHES_PAGE_SIZE): CoachListQuery {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.freeThisWeek ? { freeThisWeek: true } : {}),
    page: filters.page,
    pageSize,
  };
}

/** /coaches?category=... : the list filtered to one career category. */
export const coachesInCategoryPath = (category: CareerCategory): string => `/coaches?category=${encodeURIComponent(category)}`;
