import { readFileSync, statSync } from 'node:fs';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';

/** The time the apprenticeship's rules read (calendar, hand-in windows); tests move it. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that stands still until a test moves it. */
export class MovableClock extends Clock {
  constructor(private at: Date) {
    super();
  }

  now(): Date {
    return new Date(this.at);
  }

  set(at: Date | string): void {
    this.at = new Date(at);
  }
}

/**
 * End-to-end tests' clock (APPRENTICESHIP_CLOCK_FILE): the file holds an ISO instant, and time goes
 * on from it as from when the file was written, so a journey moves days ahead by rewriting it.
 * Without the file (or with one that holds no instant) it is the real time.
 */
export class FileClock extends Clock {
  constructor(private readonly path: string) {
    super();
  }

  now(): Date {
    try {
      const at = Date.parse(readFileSync(this.path, 'utf8').trim());
      if (Number.isNaN(at)) {
        return new Date();
      }
      return new Date(at + Math.max(0, Date.now() - statSync(this.path).mtimeMs));
    } catch {
      return new Date();
    }
  }
}

export const clockProvider = {
  provide: Clock,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Clock =>
    config.apprenticeship.clockFile ? new FileClock(config.apprenticeship.clockFile) : new SystemClock(),
};
