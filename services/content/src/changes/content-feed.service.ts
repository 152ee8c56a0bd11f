import type { ChangesReply, ChangesRequest } from '@lakbay/contracts';
import { readChanges } from '@lakbay/platform';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { CONTENT_CHANGES } from './content-writes';

/** The content.changes feed: careers and videos, after a cursor, in commit order. */
@Injectable()
export class ContentFeedService {
  constructor(private readonly em: EntityManager) {}

  changes(request: ChangesRequest): Promise<ChangesReply> {
    return readChanges(this.em, CONTENT_CHANGES, request);
  }
}
