import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { AppConfig } from '@lakbay/platform';
import { Logger } from '@nestjs/common';
import { demoCalendarIcs } from '../calendar/demo-calendar';
import { DEMO_COACH_HOURS } from './demo-hours';

/**
 * Standalone's demo calendar: when calendar sync reads the demo feed path (no CALENDAR_ICS_URL),
 * writes the feed of the demo coaches' weekly hours there once, so a first start has availability.
 */
export async function seedScheduling(_em: EntityManager, config: AppConfig): Promise<void> {
  const path = config.scheduling.demoFeedPath;
  if (config.scheduling.icsUrl !== path || existsSync(path)) {
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, demoCalendarIcs(DEMO_COACH_HOURS, config.scheduling.email, new Date()));
  new Logger('Seed').log(`demo calendar written to ${path}`);
  await Promise.resolve();
}
