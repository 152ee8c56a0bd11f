import { ChangeSetType, EntityManager } from '@mikro-orm/core';
import { Broadcasts, type Notice, afterCommit, broadcastFlushes } from '@lakbay/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CoachProfile } from '../entities/coach-profile.entity';
import { Session } from '../entities/session.entity';
import { User } from '../entities/user.entity';

/**
 * Tells every BFF replica, once the change has committed, what it may no longer serve from its
 * caches: the sessions of users whose session ended (logout, revocation) or who changed (roles,
 * deactivation, name, picture), and coach profiles after any change to users or profiles.
 * Watches every flush, so no write path can forget it; bulk updates (revokeAll) call `changed`.
 */
@Injectable()
export class SessionInvalidations implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly broadcasts: Broadcasts,
  ) {}

  onModuleInit(): void {
    broadcastFlushes(this.em, this.broadcasts, (changes) => {
      const userIds = new Set<string>();
      let coaches = false;
      for (const change of changes) {
        if (change.entity instanceof User || change.entity instanceof CoachProfile) {
          coaches = true;
        }
        if (change.type === ChangeSetType.CREATE) {
          continue; // a new user or session is in nobody's cache yet
        }
        if (change.entity instanceof User) {
          userIds.add(change.entity.id);
        } else if (change.entity instanceof Session) {
          userIds.add(change.entity.user.id);
        }
      }
      const notices: Notice[] = [];
      if (userIds.size > 0) {
        notices.push(['users.sessions.invalidated', { userIds: [...userIds] }]);
      }
      if (coaches) {
        notices.push(['users.coaches.invalidated', {}]);
      }
      return notices;
    });
  }

  /** Broadcasts after the surrounding transaction commits (at once outside one). */
  async changed(userIds: string[]): Promise<void> {
    if (userIds.length > 0) {
      await afterCommit(() => this.broadcasts.publish('users.sessions.invalidated', { userIds }));
    }
  }

  /**
   * A deleted account's sessions and coach profile, told again by the erase job: an account deleted
   * outside a running users process (`db.js demo:remove`) had nobody to tell the BFFs at the time.
   */
  async erased(userId: string): Promise<void> {
    await this.broadcasts.publish('users.sessions.invalidated', { userIds: [userId] });
    await this.broadcasts.publish('users.coaches.invalidated', {});
  }
}
