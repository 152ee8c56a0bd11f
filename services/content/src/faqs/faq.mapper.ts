import type { AdminCoachingResource, AdminFaq, CoachingResource as ResourceReply, Faq as FaqReply } from '@lakbay/contracts';
import { iso } from '../common/errors';
import type { CoachingResource } from '../entities/coaching-resource.entity';
import type { Faq } from '../entities/faq.entity';

export function toFaq(faq: Faq): FaqReply {
  return { id: faq.id, slug: faq.slug ?? null, question: faq.question, answer: faq.answer, topic: faq.topic, position: faq.position };
}

export function toAdminFaq(faq: Faq): AdminFaq {
  return { ...toFaq(faq), published: faq.published, createdAt: iso(faq.createdAt), updatedAt: iso(faq.updatedAt) };
}

export function toResource(resource: CoachingResource): ResourceReply {
  return {
    id: resource.id,
    title: resource.title,
    body: resource.body,
    linkUrl: resource.linkUrl ?? null,
    linkLabel: resource.linkLabel ?? null,
    position: resource.position,
  };
}

export function toAdminResource(resource: CoachingResource): AdminCoachingResource {
  return { ...toResource(resource), published: resource.published, createdAt: iso(resource.createdAt), updatedAt: iso(resource.updatedAt) };
}
