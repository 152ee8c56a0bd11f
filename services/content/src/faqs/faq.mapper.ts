import type { AdminFaq, Faq as FaqReply, Language } from '@lakbay/contracts';
import { iso } from '../common/errors';
import { localize } from '@lakbay/platform';
import type { Faq } from '../entities/faq.entity';

export function toFaq(faq: Faq, language?: Language): FaqReply {
  const texts = localize({ question: faq.question, answer: faq.answer, topic: faq.topic }, faq.fil, language);
  return { id: faq.id, slug: faq.slug ?? null, ...texts, position: faq.position };
}

export function toAdminFaq(faq: Faq): AdminFaq {
  return { ...toFaq(faq), fil: faq.fil ?? null, published: faq.published, createdAt: iso(faq.createdAt), updatedAt: iso(faq.updatedAt) };
}
