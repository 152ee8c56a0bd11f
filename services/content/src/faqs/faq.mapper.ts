import type { AdminFaq, Faq as FaqReply } from '@lakbay/contracts';
import { iso } from '../common/errors';
import type { Faq } from '../entities/faq.entity';

export function toFaq(faq: Faq): FaqReply {
  return { id: faq.id, slug: faq.slug ?? null, question: faq.question, answer: faq.answer, topic: faq.topic, position: faq.position };
}

export function toAdminFaq(faq: Faq): AdminFaq {
  return { ...toFaq(faq), published: faq.published, createdAt: iso(faq.createdAt), updatedAt: iso(faq.updatedAt) };
}
