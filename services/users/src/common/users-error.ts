import type { UsersErrorCode } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';

/** A failure of the users service; its status follows from the code. */
export class UsersError extends ServiceError<UsersErrorCode> {}
