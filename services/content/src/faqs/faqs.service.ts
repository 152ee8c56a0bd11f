import type { AdminFaq, Cached, Faq as FaqReply, Language } from '@lakbay/contracts';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { FaqDto, UpdateFaqDto } from '@lakbay/contracts/content.dto';
import { ContentCrud } from '../admin/content-crud';
import type { WriteSet } from '../changes/content-writes';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { withStoredFil } from '@lakbay/platform';
import { notFound, slugConflict } from '../common/errors';
import { MAX_LISTED } from '../common/paging';
import { Faq } from '../entities/faq.entity';
import { toAdminFaq, toFaq } from './faq.mapper';

/** FAQs (/faqs), ordered by position. */
@Injectable()
export class FaqsService extends ContentCrud<Faq, FaqDto, AdminFaq> {
  list(ifNoneMatch?: string, language?: Language): Promise<Cached<FaqReply[]>> {
    return cachedRead(this.em, {
      kinds: ['faq'],
      key: ['faqs.list', language ?? 'en'],
      ifNoneMatch,
      load: async () =>
        (
          await this.em.find(Faq, { published: true }, { orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' }, limit: MAX_LISTED })
        ).map((faq) => toFaq(faq, language)),
    });
  }

  detail(slug: string, ifNoneMatch?: string, language?: Language): Promise<Cached<FaqReply>> {
    return cachedRead(this.em, {
      kinds: ['faq'],
      key: ['faqs.get', language ?? 'en', slug],
      ifNoneMatch,
      load: async () => {
        const faq = await this.em.findOne(Faq, { slug, published: true });
        if (!faq) {
          throw notFound('FAQ');
        }
        return toFaq(faq, language);
      },
    });
  }

  // ---- Admin ---------------------------------------------------------------------------------

  protected readonly entity = Faq;
  protected readonly noun = 'FAQ';
  protected readonly searched = ['question', 'answer', 'topic'];
  protected readonly adminOrder = { position: 'asc', createdAt: 'asc', id: 'asc' } as const;

  protected toAdmin(_em: EntityManager, faqs: Faq[]): AdminFaq[] {
    return faqs.map(toAdminFaq);
  }

  protected async createValues(tx: EntityManager, input: FaqDto): Promise<RequiredEntityData<Faq>> {
    if (input.slug) {
      await assertSlugFree(tx, input.slug);
    }
    return { ...defined(withStoredFil(input)), slug: input.slug ?? null } as RequiredEntityData<Faq>;
  }

  protected async updateValues(tx: EntityManager, faq: Faq, changes: UpdateFaqDto): Promise<Partial<Faq>> {
    if (changes.slug && changes.slug !== faq.slug) {
      await assertSlugFree(tx, changes.slug);
    }
    return defined(withStoredFil(changes));
  }

  protected override taken(faq: Faq): string {
    return slugTaken(faq.slug ?? '');
  }

  protected written(writes: WriteSet): void {
    writes.touch('faq');
  }
}

async function assertSlugFree(em: EntityManager, slug: string): Promise<void> {
  if (await em.count(Faq, { slug })) {
    throw slugConflict(slugTaken(slug));
  }
}

function slugTaken(slug: string): string {
  return `Another FAQ already uses the key ${slug}. Choose another one.`;
}
