import {
  type Cached,
  type CareerSuggestionPage,
  type CareerSuggestionQuery,
  type CareerSummary,
  DEFAULT_LANGUAGE,
  INTEREST_AREAS,
  type Language,
  readInterestScores,
  scoresFromCode,
} from '@lakbay/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { sqlEm, table } from '../changes/content-writes';
import { cachedRead } from '../common/cached';
import { paging, toPage } from '../common/paging';
import { Career } from '../entities/career.entity';
import { toCareerSummary } from './career.mapper';
import { rankByInterest } from './interest-match';

type CodedCareer = CareerSummary & { interestCode: string };

/**
 * Careers suggested for a student's interests: the quiz's per-area scores when given (so tied areas
 * all count), else a Holland code (a result read from sign-up interests, or an old link).
 */
@Injectable()
export class CareerSuggestionsService {
  constructor(private readonly em: EntityManager) {}

  suggest(
    query: CareerSuggestionQuery,
    ifNoneMatch?: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Cached<CareerSuggestionPage>> {
    const page = paging(query);
    const scores = readInterestScores(query.scores);
    const usable = scores && INTEREST_AREAS.some((area) => scores[area] > 0) ? scores : scoresFromCode(query.interests);
    const profile = INTEREST_AREAS.map((area) => usable[area]).join(',');
    return cachedRead(this.em, {
      // Codes are written with the seed catalogue, which raises the careers' version when one changes.
      kinds: ['career'],
      key: ['careers.suggestions', language, profile, page.page, page.pageSize],
      ifNoneMatch,
      load: async (memo) => {
        // Every profile is ranked from the same coded catalogue (in the reader's language).
        const careers = await memo(['careers.suggestions.coded', language], () => this.coded(language));
        const { areas, ranked } = rankByInterest(usable, careers);
        return { ...toPage(ranked.slice(page.offset, page.offset + page.pageSize), ranked.length, page), areas };
      },
    });
  }

  /** Published careers that have a Holland code, with it. */
  private async coded(language: Language): Promise<CodedCareer[]> {
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
    return careers.map((career) => ({ ...toCareerSummary(career, language), interestCode: codes.get(career.slug) ?? '' }));
  }
}
