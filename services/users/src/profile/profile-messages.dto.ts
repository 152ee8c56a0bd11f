// Payloads of the users service's profile and onboarding messages. The records inside use the same
// validation classes as the BFF (libs/contracts/src/accounts.dto.ts); these add the user (and the
// actor, the flow) the BFF adds around them, so a direct caller cannot store what the BFF refuses.
import type { RequestOf, UserRef } from '@lakbay/contracts';
import {
  CoachLinksStepDto,
  CoachProfileStepDto,
  InterestsStepDto,
  NamesStepDto,
  ProfileChangesDto,
  StudiesStepDto,
} from '@lakbay/contracts/accounts.dto';
import { IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsString, IsUUID, Matches, ValidateNested } from 'class-validator';
import { ActorMessage } from '../admin/admin-messages.dto';

export class UserRefMessage implements UserRef, RequestOf<'users.get'>, RequestOf<'users.profile.get'> {
  @IsUUID()
  userId!: string;
}

export class UpdateProfileMessage extends IntersectionType(UserRefMessage, ActorMessage) implements RequestOf<'users.profile.update'> {
  @ValidateNested()
  @Type(() => ProfileChangesDto)
  changes!: ProfileChangesDto;
}

export class SetAvatarMessage extends UserRefMessage implements RequestOf<'users.profile.setAvatar'> {
  @Matches(/^[0-9a-f-]{36}\.(png|jpg|webp)$/)
  file!: string;
}

export class NamesStepMessage extends IntersectionType(NamesStepDto, UserRefMessage) implements RequestOf<'users.onboarding.names'> {
  @IsIn(['kadet', 'coach'])
  role!: 'kadet' | 'coach';
}

export class StudiesStepMessage extends IntersectionType(StudiesStepDto, UserRefMessage) implements RequestOf<'users.onboarding.studies'> {}

export class InterestsStepMessage
  extends IntersectionType(InterestsStepDto, UserRefMessage)
  implements RequestOf<'users.onboarding.interests'> {}

export class CoachProfileStepMessage
  extends IntersectionType(CoachProfileStepDto, UserRefMessage)
  implements RequestOf<'users.onboarding.coachProfile'> {}

export class CoachLinksStepMessage
  extends IntersectionType(CoachLinksStepDto, UserRefMessage)
  implements RequestOf<'users.onboarding.coachLinks'> {}

export class CoachSlugMessage implements RequestOf<'users.coaches.get'> {
  @IsString()
  @Matches(/^[a-z0-9-]{1,80}$/)
  slug!: string;
}
