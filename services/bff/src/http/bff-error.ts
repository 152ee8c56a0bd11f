import type { BffErrorCode } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';

/** A failure the BFF itself answers (input, sessions, throttling, uploads); its status follows from the code. */
export class BffError extends ServiceError<BffErrorCode> {}
