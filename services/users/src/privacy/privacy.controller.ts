import type { ReplyOf } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { UserRefMessage } from '../profile/profile-messages.dto';
import { DeleteAccountMessage, PrivacyDownloadMessage, PrivacyTokenMessage } from './privacy-messages.dto';
import { PrivacyService } from './privacy.service';

/** Data privacy self-service (RA 10173): consents, exports, account deletion. */
@Controller()
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Handles('users.privacy.overview')
  overview(@Payload() request: UserRefMessage): Promise<ReplyOf<'users.privacy.overview'>> {
    return this.privacy.overview(request.userId);
  }

  @Handles('users.privacy.requestExport')
  requestExport(@Payload() request: UserRefMessage): Promise<ReplyOf<'users.privacy.requestExport'>> {
    return this.privacy.requestExport(request.userId);
  }

  @Handles('users.privacy.download')
  download(@Payload() request: PrivacyDownloadMessage): Promise<ReplyOf<'users.privacy.download'>> {
    return this.privacy.download(request.token, request.userId);
  }

  @Handles('users.privacy.deleteAccount')
  deleteAccount(@Payload() request: DeleteAccountMessage): Promise<ReplyOf<'users.privacy.deleteAccount'>> {
    return this.privacy.deleteAccount(request.userId, request.password);
  }

  @Handles('users.privacy.confirmDeletion')
  confirmDeletion(@Payload() request: PrivacyTokenMessage): Promise<ReplyOf<'users.privacy.confirmDeletion'>> {
    return this.privacy.confirmDeletion(request.token);
  }
}
