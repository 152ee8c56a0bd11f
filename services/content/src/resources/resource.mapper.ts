import type { AdminCoachingResource, Language, CoachingResource as ResourceReply } from '@lakbay/contracts';
import { iso } from '../common/errors';
import { localize } from '@lakbay/platform';
import type { CoachingResource } from '../entities/coaching-resource.entity';

export function toResource(resource: CoachingResource, language?: Language): ResourceReply {
  const texts = localize({ title: resource.title, body: resource.body, linkLabel: resource.linkLabel ?? null }, resource.fil, language);
  return {
    id: resource.id,
    title: texts.title,
    body: texts.body,
    linkUrl: resource.linkUrl ?? null,
    linkLabel: texts.linkLabel ?? null,
    position: resource.position,
    language: texts.language,
    fallback: texts.fallback,
  };
}

export function toAdminResource(resource: CoachingResource): AdminCoachingResource {
  return {
    ...toResource(resource),
    fil: resource.fil ?? null,
    published: resource.published,
    createdAt: iso(resource.createdAt),
    updatedAt: iso(resource.updatedAt),
  };
}
