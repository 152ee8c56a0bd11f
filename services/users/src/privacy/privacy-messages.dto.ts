// Payloads of the users service's privacy messages (validated like the BFF's, plus the user it adds).
import type { RequestOf } from '@lakbay/contracts';
import { DeleteAccountDto, PrivacyTokenDto } from '@lakbay/contracts/accounts.dto';
import { IntersectionType } from '@nestjs/swagger';
import { UserRefMessage } from '../profile/profile-messages.dto';

export class DeleteAccountMessage
  extends IntersectionType(DeleteAccountDto, UserRefMessage)
  implements RequestOf<'users.privacy.deleteAccount'> {}

export class PrivacyTokenMessage extends PrivacyTokenDto implements RequestOf<'users.privacy.confirmDeletion'> {}

export class PrivacyDownloadMessage
  extends IntersectionType(PrivacyTokenDto, UserRefMessage)
  implements RequestOf<'users.privacy.download'> {}
