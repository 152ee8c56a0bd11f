import { INTEREST_AREAS, type InterestArea, STATEMENTS_PER_AREA } from '@lakbay/contracts';
import type en from '../i18n/interests.en';

export type StatementId = keyof typeof en.statements;

export interface Statement {
  /** Its key in the catalogue's statements, e.g. s3. */
  id: StatementId;
  area: InterestArea;
}

/** Statements shown on one page of the quiz. */
export const STATEMENTS_PER_PAGE = 5;

/**
 * The 30 statements, areas taken in turn (R1, I1, A1, S1, E1, C1, R2...), so each page mixes areas
 * and no page reads as "the Social page".
 */
export const STATEMENTS: readonly Statement[] = Array.from({ length: STATEMENTS_PER_AREA }, (_, n) =>
  INTEREST_AREAS.map((area) => ({ id: `${area.toLowerCase()}${n + 1}` as StatementId, area })),
).flat();

export const PAGE_COUNT = Math.ceil(STATEMENTS.length / STATEMENTS_PER_PAGE);

export const statementsOfPage = (page: number): readonly Statement[] =>
  STATEMENTS.slice(page * STATEMENTS_PER_PAGE, (page + 1) * STATEMENTS_PER_PAGE);
