import type { AppConfig, Outbox } from '@lakbay/platform';
import type { EntityManager } from '@mikro-orm/core';
import type { ContentEvents } from '../changes/content-events';
import { ContentWriter } from '../changes/content-writer';

/** A ContentWriter for specs: its outbox nudges go nowhere, e-mail links use https://lakbay.test. */
export function testWriter(em: EntityManager, events: ContentEvents): ContentWriter {
  const outbox = { nudge: () => undefined } as unknown as Outbox;
  return new ContentWriter(em, events, outbox, { http: { publicUrl: TEST_PUBLIC_URL } } as AppConfig);
}

export const TEST_PUBLIC_URL = 'https://lakbay.test';
