import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

export const APPRENTICESHIP_SCHEMA = 'apprenticeship';

/** A table of this service's schema, quoted, for raw SQL (the ORM qualifies its own queries). */
export const table = (name: string): string => `"${APPRENTICESHIP_SCHEMA}"."${name}"`;

/** Both drivers (PostgreSQL, PGlite) are SQL drivers, whose EntityManager runs raw SQL in its transaction. */
export const sqlEm = (em: EntityManager): SqlEntityManager => em as unknown as SqlEntityManager;
