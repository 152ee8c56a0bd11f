import type { AdminCoachingResource, Cached, Language, CoachingResource as ResourceReply } from '@lakbay/contracts';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { CoachingResourceDto, UpdateCoachingResourceDto } from '@lakbay/contracts/content.dto';
import { ContentCrud } from '../admin/content-crud';
import type { WriteSet } from '../changes/content-writes';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { withStoredFil } from '@lakbay/platform';
import { MAX_LISTED } from '../common/paging';
import { CoachingResource } from '../entities/coaching-resource.entity';
import { toAdminResource, toResource } from './resource.mapper';

/** Koaches' coaching resources (/coaching-resources), ordered by position. */
@Injectable()
export class ResourcesService extends ContentCrud<CoachingResource, CoachingResourceDto, AdminCoachingResource> {
  list(ifNoneMatch?: string, language?: Language): Promise<Cached<ResourceReply[]>> {
    return cachedRead(this.em, {
      kinds: ['resource'],
      key: ['resources.list', language ?? 'en'],
      ifNoneMatch,
      load: async () =>
        (
          await this.em.find(
            CoachingResource,
            { published: true },
            { orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' }, limit: MAX_LISTED },
          )
        ).map((resource) => toResource(resource, language)),
    });
  }

  // ---- Admin ---------------------------------------------------------------------------------

  protected readonly entity = CoachingResource;
  protected readonly noun = 'coaching resource';
  protected readonly searched = ['title', 'body'];
  protected readonly adminOrder = { position: 'asc', createdAt: 'asc', id: 'asc' } as const;

  protected toAdmin(_em: EntityManager, resources: CoachingResource[]): AdminCoachingResource[] {
    return resources.map(toAdminResource);
  }

  protected createValues(_tx: EntityManager, input: CoachingResourceDto): RequiredEntityData<CoachingResource> {
    return defined(withStoredFil(input)) as RequiredEntityData<CoachingResource>;
  }

  protected updateValues(_tx: EntityManager, _resource: CoachingResource, changes: UpdateCoachingResourceDto): Partial<CoachingResource> {
    return defined(withStoredFil(changes));
  }

  protected written(writes: WriteSet): void {
    writes.touch('resource');
  }
}
