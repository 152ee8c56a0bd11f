import {
  type AdminCareer,
  type AdminListQuery,
  type Cached,
  CAREER_CATEGORIES,
  type CareerCategoryCount,
  type CareerDetail,
  type CareerSummary,
  type Conditional,
  DEFAULT_LANGUAGE,
  type Language,
  type Page,
  type SalaryRange,
  type VideoSummary,
} from '@lakbay/contracts';
import { type EntityData, type EntityManager, type FilterQuery, type QueryOrderMap, type RequiredEntityData, sql } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { CareerDto, CareerListQueryDto, UpdateCareerDto } from '@lakbay/contracts/content.dto';
import { ContentCrud } from '../admin/content-crud';
import { type WriteSet, sqlEm, table } from '../changes/content-writes';
import { careerDocument } from '../changes/search-document';
import { cachedRead } from '../common/cached';
import { storedFil } from '@lakbay/platform';
import { defined } from '../common/defined';
import { FieldErrors, notFound, slugConflict } from '../common/errors';
import { paging, toPage, wordsFilter } from '../common/paging';
import { slugify } from '../common/slug';
import { Career } from '../entities/career.entity';
import { Video } from '../entities/video.entity';
import { toVideoSummary } from '../videos/video.mapper';
import { toAdminCareer, toCareerDetail, toCareerSummary } from './career.mapper';

/** Alphabetical regardless of case (the database's own collation may put capitals first). */
const BY_TITLE = [{ [sql.lower('title')]: 'asc' }, { id: 'asc' }] as QueryOrderMap<Career>[];

const SUMMARY_FIELDS = ['id', 'slug', 'title', 'category', 'summary', 'salary', 'fil'] as const;

/** Videos shown with a career: the chosen ones, then recent ones of its category. */
const RELATED_VIDEOS = 4;

@Injectable()
export class CareersService extends ContentCrud<Career, CareerDto, AdminCareer> {
  list(query: CareerListQueryDto, ifNoneMatch?: string, language: Language = DEFAULT_LANGUAGE): Promise<Cached<Page<CareerSummary>>> {
    const page = paging(query);
    return cachedRead(this.em, {
      kinds: ['career'],
      key: ['careers.list', language, page.page, page.pageSize, query.category ?? null, query.q ?? null],
      ifNoneMatch,
      load: async (memo) => {
        const where: FilterQuery<Career> = { published: true, ...(query.category ? { category: query.category } : {}) };
        const words = wordsFilter(query.q, ['title', 'summary']);
        const filter = words ? { $and: [where, words] } : where;
        const careers = await this.em.find(Career, filter, {
          orderBy: BY_TITLE,
          limit: page.pageSize,
          offset: page.offset,
          // Only what a summary shows: the long texts stay in the table.
          fields: SUMMARY_FIELDS,
        });
        // Every page of one filter has the same total.
        const total = await memo(['careers.count', query.category ?? null, query.q ?? null], () => this.em.count(Career, filter));
        return toPage(
          careers.map((career) => toCareerSummary(career, language)),
          total,
          page,
        );
      },
    });
  }

  categories({ ifNoneMatch }: Conditional): Promise<Cached<CareerCategoryCount[]>> {
    return cachedRead(this.em, {
      kinds: ['career'],
      key: ['careers.categories'],
      ifNoneMatch,
      load: async () => {
        const rows = await sqlEm(this.em).execute<{ category: string; count: string }[]>(
          `select "category", count(*) as "count" from ${table('career')} where "published" = true group by "category"`,
        );
        const counts = new Map(rows.map((r) => [r.category, Number(r.count)]));
        return CAREER_CATEGORIES.map((c) => ({ ...c, count: counts.get(c.key) ?? 0 }));
      },
    });
  }

  detail(slug: string, ifNoneMatch?: string, language: Language = DEFAULT_LANGUAGE): Promise<Cached<CareerDetail>> {
    return cachedRead(this.em, {
      // Related videos and careers are part of the answer.
      kinds: ['career', 'video'],
      key: ['careers.get', language, slug],
      ifNoneMatch,
      load: async () => {
        const career = await this.em.findOne(Career, { slug, published: true });
        if (!career) {
          throw notFound('career');
        }
        return toCareerDetail(career, await this.relatedCareers(career, language), await this.relatedVideos(career, language), language);
      },
    });
  }

  private async relatedCareers(career: Career, language: Language): Promise<CareerSummary[]> {
    if (career.relatedCareerIds.length === 0) {
      return [];
    }
    const found = await this.em.find(Career, { id: { $in: career.relatedCareerIds }, published: true });
    const byId = new Map(found.map((c) => [c.id, c]));
    return career.relatedCareerIds.flatMap((id) => {
      const related = byId.get(id);
      return related ? [toCareerSummary(related, language)] : [];
    });
  }

  private async relatedVideos(career: Career, language: Language): Promise<VideoSummary[]> {
    const chosen = career.relatedVideoIds.length ? await this.em.find(Video, { id: { $in: career.relatedVideoIds }, published: true }) : [];
    const byId = new Map(chosen.map((v) => [v.id, v]));
    const ordered = career.relatedVideoIds.flatMap((id) => (byId.has(id) ? [byId.get(id) as Video] : []));
    if (ordered.length < RELATED_VIDEOS) {
      const more = await this.em.find(
        Video,
        {
          published: true,
          categories: { $contains: [career.category] },
          ...(ordered.length ? { id: { $nin: ordered.map((v) => v.id) } } : {}),
        },
        { orderBy: { publishedOn: 'desc', id: 'asc' }, limit: RELATED_VIDEOS - ordered.length },
      );
      ordered.push(...more);
    }
    return ordered.slice(0, Math.max(RELATED_VIDEOS, career.relatedVideoIds.length)).map((video) => toVideoSummary(video, language));
  }

  // ---- Admin -----------------------------------------------------------------------------------

  protected readonly entity = Career;
  protected readonly noun = 'career';
  protected readonly searched = ['title', 'summary', 'slug'];
  protected readonly adminOrder = BY_TITLE;

  protected override adminFilter(query: AdminListQuery): FilterQuery<Career> {
    return query.category ? { category: query.category } : {};
  }

  protected toAdmin(_em: EntityManager, careers: Career[]): AdminCareer[] {
    return careers.map(toAdminCareer);
  }

  protected async createValues(tx: EntityManager, input: CareerDto): Promise<RequiredEntityData<Career>> {
    const slug = input.slug ?? slugify(input.title);
    const errors = new FieldErrors();
    if (!slug) {
      errors.add('slug', 'Give a slug: the title has no letters or digits to make one from.');
    }
    checkSalary(input, errors);
    errors.throwIfAny();
    await this.assertSlugFree(tx, slug);
    await this.checkRelated(tx, input, null);
    return {
      slug,
      title: input.title,
      category: input.category,
      summary: input.summary,
      dayInTheLife: input.dayInTheLife,
      keyTasks: input.keyTasks,
      skills: { hard: input.skills.hard, soft: input.skills.soft },
      education: {
        shsStrands: input.education.shsStrands,
        collegeCourses: input.education.collegeCourses,
        tesdaCertificates: input.education.tesdaCertificates,
        licensureExams: input.education.licensureExams ?? [],
      },
      salary: toSalary(input.salary),
      outlook: input.outlook,
      fil: storedFil(input.fil),
      relatedCareerIds: input.relatedCareerIds ?? [],
      relatedVideoIds: input.relatedVideoIds ?? [],
      published: input.published ?? false,
    };
  }

  protected async updateValues(tx: EntityManager, career: Career, changes: UpdateCareerDto): Promise<EntityData<Career>> {
    const errors = new FieldErrors();
    checkSalary(changes, errors);
    errors.throwIfAny();
    if (changes.slug !== undefined && changes.slug !== career.slug) {
      await this.assertSlugFree(tx, changes.slug);
    }
    await this.checkRelated(tx, changes, career.id);
    const { skills, education, salary, fil, ...plain } = changes;
    return {
      ...defined(plain),
      ...(skills ? { skills: { hard: skills.hard, soft: skills.soft } } : {}),
      ...(education
        ? {
            education: {
              shsStrands: education.shsStrands,
              collegeCourses: education.collegeCourses,
              tesdaCertificates: education.tesdaCertificates,
              licensureExams: education.licensureExams ?? [],
            },
          }
        : {}),
      ...(salary !== undefined ? { salary: toSalary(salary) } : {}),
      ...(fil !== undefined ? { fil: storedFil(fil) } : {}),
    };
  }

  protected override taken(career: Career): string {
    return slugTaken(career.slug);
  }

  protected written(writes: WriteSet, id: string, career: Career | null): void {
    writes.change('CAREER', id, career && careerDocument(career));
  }

  protected override async deleted(tx: EntityManager, id: string): Promise<void> {
    // Other careers stop pointing at it.
    await sqlEm(tx).execute(
      `update ${table('career')} set "related_career_ids" = "related_career_ids" - ?::text where "related_career_ids" @> ?::jsonb`,
      [id, JSON.stringify([id])],
    );
  }

  private async assertSlugFree(em: EntityManager, slug: string): Promise<void> {
    if (await em.count(Career, { slug })) {
      throw slugConflict(slugTaken(slug));
    }
  }

  /** Related ids must name existing records (unpublished ones too: they may be published later). */
  private async checkRelated(
    em: EntityManager,
    input: Partial<Pick<CareerDto, 'relatedCareerIds' | 'relatedVideoIds'>>,
    self: string | null,
  ): Promise<void> {
    const errors = new FieldErrors();
    const careerIds = [...new Set(input.relatedCareerIds ?? [])];
    if (self && careerIds.includes(self)) {
      errors.add('relatedCareerIds', 'A career cannot be related to itself.');
    }
    if (careerIds.length && (await em.count(Career, { id: { $in: careerIds } })) !== careerIds.length) {
      errors.add('relatedCareerIds', 'Some related careers do not exist.');
    }
    const videoIds = [...new Set(input.relatedVideoIds ?? [])];
    if (videoIds.length && (await em.count(Video, { id: { $in: videoIds } })) !== videoIds.length) {
      errors.add('relatedVideoIds', 'Some related videos do not exist.');
    }
    errors.throwIfAny();
  }
}

/** A plain object for the JSON column (the payload is a validation class instance). */
function toSalary(salary: SalaryRange | null | undefined): SalaryRange | null {
  if (!salary) {
    return null;
  }
  const { entryMin, entryMax, experiencedMin, experiencedMax, year, source } = salary;
  return { entryMin, entryMax, experiencedMin, experiencedMax, year, source };
}

function slugTaken(slug: string): string {
  return `Another career already uses the address /careers/${slug}. Choose another slug.`;
}

function checkSalary(input: Partial<Pick<CareerDto, 'salary'>>, errors: FieldErrors): void {
  const salary = input.salary;
  if (!salary) {
    return;
  }
  if (salary.entryMin > salary.entryMax) {
    errors.add('salary.entryMax', 'Entry salary (highest) must not be below the lowest.');
  }
  if (salary.experiencedMin > salary.experiencedMax) {
    errors.add('salary.experiencedMax', 'Experienced salary (highest) must not be below the lowest.');
  }
}
