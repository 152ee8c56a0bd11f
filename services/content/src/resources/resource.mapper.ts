import type { AdminCoachingResource, CoachingResource as ResourceReply } from '@lakbay/contracts';
import { iso } from '../common/errors';
import type { CoachingResource } from '../entities/coaching-resource.entity';

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
