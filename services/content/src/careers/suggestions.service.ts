import {
  type Cached,
  type CareerSuggestion,
  type CareerSuggestionQuery,
  DEFAULT_LANGUAGE,
  type Language,
  type Page,
} from '@lakbay/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { sqlEm, table } from '../changes/content-writes';
import { cachedRead } from '../common/cached';
import { paging, toPage } from '../common/paging';
import { Career } from '../entities/career.entity';
import { toCareerSummary } from './career.mapper';
import { rankByInterest } from './interest-match';

/** Careers suggested for a Holland code (the interest quiz's result, or one read from sign-up interests). */
@Injectable()
export class CareerSuggestionsService {
  constructor(private readonly em: EntityManager) {}

  suggest(
    query: CareerSuggestionQuery,
    ifNoneMatch?: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Cached<Page<CareerSuggestion>>> {
    const page = paging(query);
    const code = query.interests;
    return cachedRead(this.em, {
      // Codes are written with the seed catalogue, which raises the careers' version when one changes.
      kinds: ['career'],
      key: ['careers.suggestions', language, code, page.page, page.pageSize],
      ifNoneMatch,
      load: async (memo) => {
        // Every page of one code is cut from the same ranking.
        const ranked = await memo(['careers.suggestions.ranked', language, code], () => this.ranked(code, language));
        return toPage(ranked.slice(page.offset, page.offset + page.pageSize), ranked.length, page);
      },
    });
  }

  private async ranked(code: string, language: Language): Promise<CareerSuggestion[]> {
    const rows = await sqlEm(this.em).execute<{ career_slug: string; areas: string }[]>(
      `select "career_slug", "areas" from ${table('career_interest')}`,
    );
    const codes = new Map(rows.map((r) => [r.career_slug, r.areas]));
    if (codes.size === 0) {
      return [];
    }
    const careers = await this.em.find(
      Career,
      { published: true, slug: { $in: [...codes.keys()] } },
      { fields: ['id', 'slug', 'title', 'category', 'summary', 'salary', 'fil'] },
    );
    return rankByInterest(
      code,
      careers.map((career) => ({ ...toCareerSummary(career, language), interestCode: codes.get(career.slug) ?? '' })),
    );
  }
}
