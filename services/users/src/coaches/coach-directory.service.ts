import { EntityManager, type FilterQuery, type FindOptions, sql } from '@mikro-orm/core';
import type { CareerCategory, CoachDirectoryEntry, Page, PublicCoachProfile, UserContact } from '@lakbay/contracts';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';
import { toPublicCoach } from '../profile/profile-views';
import { isCoachVisible } from './coach-document';
import { toContact, toDirectoryEntry } from './coach-directory.mapper';

/** What narrows the visible coaches; absent fields do not filter, an empty userIds matches nobody. */
export interface CoachFilters {
  category?: CareerCategory;
  language?: string;
  userIds?: string[];
  slug?: string;
}

type VisibleCoach = [User, CoachProfile & { displayName: string; slug: string }];

// By display name regardless of case (the drivers' collations differ), then id, so pages are stable.
const BY_NAME: FindOptions<CoachProfile>['orderBy'] = [{ [sql`lower(${sql.ref('display_name')})`]: 'asc' }, { userId: 'asc' }];

/** Visible coaches for other services: the coach list, the scheduling directory, and user contacts. */
@Injectable()
export class CoachDirectoryService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One page of visible coaches by display name; total counts every match. */
  async list(filters: CoachFilters, page: number, pageSize: number): Promise<Page<PublicCoachProfile>> {
    if (filters.userIds?.length === 0) {
      return { items: [], page, pageSize, total: 0 };
    }
    const [coaches, total] = await this.em.findAndCount(CoachProfile, visibleCoachesWhere(this.em, filters), {
      orderBy: BY_NAME,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const items = (await this.withUsers(coaches)).map(([user, coach]) => toPublicCoach(user, coach, this.config.http.publicUrl));
    return { items, page, pageSize, total };
  }

  /** Visible coaches with e-mail and meeting link: all of them, or those with the slug or ids given. */
  async directory(filters: Pick<CoachFilters, 'slug' | 'userIds'>): Promise<CoachDirectoryEntry[]> {
    if (filters.userIds?.length === 0) {
      return [];
    }
    const coaches = await this.em.find(CoachProfile, visibleCoachesWhere(this.em, filters), { orderBy: BY_NAME });
    return (await this.withUsers(coaches)).map(([user, coach]) => toDirectoryEntry(user, coach, this.config.http.publicUrl));
  }

  /** The users that exist among those asked for, in the order asked. */
  async contacts(userIds: string[]): Promise<UserContact[]> {
    const users = new Map((await this.em.find(User, { id: { $in: userIds } })).map((u) => [u.id, u]));
    return [...new Set(userIds)].flatMap((id) => {
      const user = users.get(id);
      return user ? [toContact(user)] : [];
    });
  }

  /** The coaches' users in one query, in the coaches' order; the visibility rule checked again on both. */
  private async withUsers(coaches: CoachProfile[]): Promise<VisibleCoach[]> {
    if (coaches.length === 0) {
      return [];
    }
    const users = new Map((await this.em.find(User, { id: { $in: coaches.map((c) => c.userId) } })).map((u) => [u.id, u]));
    return coaches.flatMap((coach): VisibleCoach[] => {
      const user = users.get(coach.userId);
      return user && isCoachVisible(user, coach) ? [[user, coach]] : [];
    });
  }
}

/**
 * The coach profiles isCoachVisible accepts (the user a coach and active, a display name and a
 * slug), narrowed by the filters, as one SQL condition: nothing is loaded to be thrown away.
 */
export function visibleCoachesWhere(em: EntityManager, filters: CoachFilters): FilterQuery<CoachProfile> {
  // Both drivers (PostgreSQL, PGlite) are SQL drivers, whose EntityManager builds subqueries.
  const users = (em as unknown as SqlEntityManager)
    .createQueryBuilder(User, 'u')
    .select('u.id')
    .where({ isCoach: true, isActive: true, ...(filters.userIds ? { id: { $in: filters.userIds } } : {}) });
  const language = filters.language?.trim();
  return {
    userId: { $in: users },
    displayName: { $ne: null, $nin: [''] },
    slug: filters.slug ? filters.slug : { $ne: null, $nin: [''] },
    // jsonb containment (@>): the same on PostgreSQL and PGlite.
    ...(filters.category ? { expertise: { $contains: [filters.category] } } : {}),
    ...(language
      ? {
          [sql`exists (select 1 from jsonb_array_elements_text(${sql.ref('languages')}) as spoken(name) where lower(spoken.name) = lower(${language}))`]: true,
        }
      : {}),
  };
}
