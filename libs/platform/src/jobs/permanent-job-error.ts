/** Thrown by a handler when retrying cannot help (bad data): the job fails at once, logged. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
