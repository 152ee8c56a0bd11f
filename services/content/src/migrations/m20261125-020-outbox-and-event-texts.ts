import { outboxTableSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

/** The placeholder sentences the first seed put at the end of its events (issue 13): a POSIX regex, in a standard string. */
const PLACEHOLDER = String.raw`\n\nSample event(: replace the details with a real session| \(past\))\.$`;

/** Takes the sentence off seeded events, then gives events a new version so no ETag serves the old text. */
export const STRIP_EVENT_PLACEHOLDER = [
  `update "event" set "description" = regexp_replace("description", '${PLACEHOLDER}', ''), "updated_at" = now()
    where "description" ~ '${PLACEHOLDER}'
      and "id" in (select "record_id" from "seed_applied" where "key" like 'event:%' and "record_id" is not null);`,
  `update "content_version" set "version" = nextval('content_version_seq'), "updated_at" = now() where "kind" = 'event';`,
];

/**
 * The content service's transactional outbox (event registration e-mails), and the seeded events
 * without the placeholder sentence. Only seeded events are touched, and only that exact ending.
 */
export class ContentOutboxAndEventTexts extends Migration {
  override up(): void {
    for (const statement of outboxTableSql('content').up) {
      this.addSql(statement);
    }
    for (const statement of STRIP_EVENT_PLACEHOLDER) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of outboxTableSql('content').down) {
      this.addSql(statement);
    }
  }
}
