import type {
  AdminCoachingResource,
  AdminFaq,
  AdminListQuery,
  Cached,
  CoachingResource as ResourceReply,
  DeletedReply,
  Faq as FaqReply,
  Page,
} from '@lakbay/contracts';
import { EntityManager, type FilterQuery, type RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { CoachingResourceDto, FaqDto, UpdateCoachingResourceDto, UpdateFaqDto } from '@lakbay/contracts/content.dto';
import { ContentWriter } from '../changes/content-writer';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { conflict, notFound, uniqueOr409 } from '../common/errors';
import { paging, toPage, wordsFilter } from '../common/paging';
import { CoachingResource } from '../entities/coaching-resource.entity';
import { Faq } from '../entities/faq.entity';
import { toAdminFaq, toAdminResource, toFaq, toResource } from './faq.mapper';

/** At most this many published FAQs or resources in one answer (they are not paged). */
const MAX_LISTED = 500;

/** FAQs (/faqs) and Koaches' coaching resources (/coaching-resources), both ordered by position. */
@Injectable()
export class FaqsService {
  constructor(
    private readonly em: EntityManager,
    private readonly writer: ContentWriter,
  ) {}

  faqs(ifNoneMatch?: string): Promise<Cached<FaqReply[]>> {
    return cachedRead(this.em, {
      kinds: ['faq'],
      key: ['faqs.list'],
      ifNoneMatch,
      load: async () =>
        (
          await this.em.find(Faq, { published: true }, { orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' }, limit: MAX_LISTED })
        ).map(toFaq),
    });
  }

  faq(slug: string, ifNoneMatch?: string): Promise<Cached<FaqReply>> {
    return cachedRead(this.em, {
      kinds: ['faq'],
      key: ['faqs.get', slug],
      ifNoneMatch,
      load: async () => {
        const faq = await this.em.findOne(Faq, { slug, published: true });
        if (!faq) {
          throw notFound('FAQ');
        }
        return toFaq(faq);
      },
    });
  }

  resources(ifNoneMatch?: string): Promise<Cached<ResourceReply[]>> {
    return cachedRead(this.em, {
      kinds: ['resource'],
      key: ['resources.list'],
      ifNoneMatch,
      load: async () =>
        (
          await this.em.find(
            CoachingResource,
            { published: true },
            { orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' }, limit: MAX_LISTED },
          )
        ).map(toResource),
    });
  }

  // ---- Admin FAQs ------------------------------------------------------------------------------

  async adminFaqs(query: AdminListQuery): Promise<Page<AdminFaq>> {
    const page = paging(query);
    const where: FilterQuery<Faq> = query.published !== undefined ? { published: query.published } : {};
    const words = wordsFilter(query.q, ['question', 'answer', 'topic']);
    const [faqs, total] = await this.em.findAndCount(Faq, words ? { $and: [where, words] } : where, {
      orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' },
      limit: page.pageSize,
      offset: page.offset,
    });
    return toPage(faqs.map(toAdminFaq), total, page);
  }

  async adminFaq(id: string): Promise<AdminFaq> {
    return toAdminFaq(await this.loadFaq(this.em, id));
  }

  createFaq(input: FaqDto): Promise<AdminFaq> {
    return this.writer.write(async (tx, writes) => {
      if (input.slug) {
        await this.assertFaqSlugFree(tx, input.slug);
      }
      const faq = tx.create(Faq, { ...defined(input), slug: input.slug ?? null } as RequiredEntityData<Faq>);
      await uniqueOr409(() => tx.flush(), faqSlugTaken(input.slug ?? ''));
      writes.touch('faq');
      return toAdminFaq(faq);
    });
  }

  updateFaq(id: string, changes: UpdateFaqDto): Promise<AdminFaq> {
    return this.writer.write(async (tx, writes) => {
      const faq = await this.loadFaq(tx, id);
      if (changes.slug && changes.slug !== faq.slug) {
        await this.assertFaqSlugFree(tx, changes.slug);
      }
      tx.assign(faq, defined(changes));
      await uniqueOr409(() => tx.flush(), faqSlugTaken(faq.slug ?? ''));
      writes.touch('faq');
      return toAdminFaq(faq);
    });
  }

  deleteFaq(id: string): Promise<DeletedReply> {
    return this.writer.write(async (tx, writes) => {
      tx.remove(await this.loadFaq(tx, id));
      await tx.flush();
      writes.touch('faq');
      return { id, deleted: true as const };
    });
  }

  // ---- Admin coaching resources ----------------------------------------------------------------

  async adminResources(query: AdminListQuery): Promise<Page<AdminCoachingResource>> {
    const page = paging(query);
    const where: FilterQuery<CoachingResource> = query.published !== undefined ? { published: query.published } : {};
    const words = wordsFilter(query.q, ['title', 'body']);
    const [resources, total] = await this.em.findAndCount(CoachingResource, words ? { $and: [where, words] } : where, {
      orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' },
      limit: page.pageSize,
      offset: page.offset,
    });
    return toPage(resources.map(toAdminResource), total, page);
  }

  async adminResource(id: string): Promise<AdminCoachingResource> {
    return toAdminResource(await this.loadResource(this.em, id));
  }

  createResource(input: CoachingResourceDto): Promise<AdminCoachingResource> {
    return this.writer.write(async (tx, writes) => {
      const resource = tx.create(CoachingResource, defined(input) as RequiredEntityData<CoachingResource>);
      await tx.flush();
      writes.touch('resource');
      return toAdminResource(resource);
    });
  }

  updateResource(id: string, changes: UpdateCoachingResourceDto): Promise<AdminCoachingResource> {
    return this.writer.write(async (tx, writes) => {
      const resource = await this.loadResource(tx, id);
      tx.assign(resource, defined(changes));
      await tx.flush();
      writes.touch('resource');
      return toAdminResource(resource);
    });
  }

  deleteResource(id: string): Promise<DeletedReply> {
    return this.writer.write(async (tx, writes) => {
      tx.remove(await this.loadResource(tx, id));
      await tx.flush();
      writes.touch('resource');
      return { id, deleted: true as const };
    });
  }

  private async loadFaq(em: EntityManager, id: string): Promise<Faq> {
    const faq = await em.findOne(Faq, { id });
    if (!faq) {
      throw notFound('FAQ');
    }
    return faq;
  }

  private async loadResource(em: EntityManager, id: string): Promise<CoachingResource> {
    const resource = await em.findOne(CoachingResource, { id });
    if (!resource) {
      throw notFound('coaching resource');
    }
    return resource;
  }

  private async assertFaqSlugFree(em: EntityManager, slug: string): Promise<void> {
    if (await em.count(Faq, { slug })) {
      throw conflict(faqSlugTaken(slug));
    }
  }
}

function faqSlugTaken(slug: string): string {
  return `Another FAQ already uses the key ${slug}. Choose another one.`;
}
