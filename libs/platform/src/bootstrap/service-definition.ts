import type { EntityManager } from '@mikro-orm/core';
import type { ServiceName } from '@lakbay/contracts';
import type { Type } from '@nestjs/common';
import type { AppConfig } from '../config';
import type { ServiceDatabase } from '../database';

/** What the launcher needs to run a domain service: its module and, if it keeps data, its schema. */
export interface ServiceDefinition {
  name: ServiceName;
  module: Type;
  database?: ServiceDatabase;
  /**
   * What it cannot serve without besides its database, for readiness: by default NATS (in
   * distributed mode its only way to receive work) but not Redis (jobs and the outbox relay wait
   * while Redis is away, requests are served). A dependency not required is still reported.
   */
  needs?: { transport?: 'required' | 'optional'; redis?: 'required' | 'optional' };
  /** Idempotent demo data; runs once per database at start when SEED_DEMO_DATA is on (seedOnce), and from `npm run db:seed`. */
  seed?: (em: EntityManager, config: AppConfig) => Promise<void>;
  /**
   * `npm run admin:create`: makes the account with this e-mail an admin, creating it with the
   * password asked for when there is none. Only the users service has it. Returns what to print.
   */
  createAdmin?: (em: EntityManager, request: { email: string; password: () => Promise<string> }) => Promise<string>;
  /**
   * `npm run demo:remove`: deletes the demo accounts through the account-deletion path (the other
   * services erase their parts from the outbox job it records). Only the users service has it.
   */
  removeDemo?: (em: EntityManager, config: AppConfig) => Promise<string>;
}
