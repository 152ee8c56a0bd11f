import { ContentCatalogue } from './m20261121-001-content-catalogue';
import { ContentIdempotencyKeys } from './m20261123-010-idempotency-keys';
import { ContentAudit } from './m20261125-020-content-audit';
import { ContentOutboxAndEventTexts } from './m20261125-020-outbox-and-event-texts';
import { ContentCareerInterest } from './m20261125-030-career-interest';
import { ContentRegistrationLanguage } from './m20261125-040-registration-language';
import { ContentRegistrationTimeZone } from './m20261202-050-registration-time-zone';
import { ContentOutboxLastError } from './m20261202-070-outbox-last-error';
import { ContentRegistrationFirstName } from './m20261203-080-registration-first-name';
import { ContentFilipinoTexts } from './m20261203-090-filipino-texts';

/** Applied in order; a shipped name is never renamed (it is recorded in content.mikro_orm_migrations). */
export const contentMigrations = [
  { name: 'm20261121-001-content-catalogue', class: ContentCatalogue },
  { name: 'm20261123-010-idempotency-keys', class: ContentIdempotencyKeys },
  { name: 'm20261125-020-content-audit', class: ContentAudit },
  { name: 'm20261125-020-outbox-and-event-texts', class: ContentOutboxAndEventTexts },
  { name: 'm20261125-030-career-interest', class: ContentCareerInterest },
  { name: 'm20261125-040-registration-language', class: ContentRegistrationLanguage },
  { name: 'm20261202-050-registration-time-zone', class: ContentRegistrationTimeZone },
  { name: 'm20261202-070-outbox-last-error', class: ContentOutboxLastError },
  { name: 'm20261203-080-registration-first-name', class: ContentRegistrationFirstName },
  { name: 'm20261203-090-filipino-texts', class: ContentFilipinoTexts },
];
