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
