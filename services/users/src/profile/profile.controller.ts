import { type ReplyOf } from '@lakbay/contracts';
import { FileReferencesMessage } from '@lakbay/contracts/file-references.dto';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ChangesMessage } from '../admin/admin-messages.dto';
import { CoachFeed } from '../coaches/coach-feed';
import { SsoService } from '../sso/sso.service';
import { DiscourseSsoMessage } from '../sso/sso-messages.dto';
import {
  CoachLinksStepMessage,
  CoachProfileStepMessage,
  CoachSlugMessage,
  InterestsStepMessage,
  NamesStepMessage,
  SetAvatarMessage,
  StudiesStepMessage,
  UpdateProfileMessage,
  UserRefMessage,
} from './profile-messages.dto';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly feed: CoachFeed,
    private readonly sso: SsoService,
  ) {}

  @Handles('users.profile.get')
  get(@Payload() request: UserRefMessage): Promise<ReplyOf<'users.profile.get'>> {
    return this.profiles.get(request.userId);
  }

  @Handles('users.profile.update')
  update(@Payload() request: UpdateProfileMessage): Promise<ReplyOf<'users.profile.update'>> {
    return this.profiles.update(request.userId, request, request.changes);
  }

  @Handles('users.profile.setAvatar')
  setAvatar(@Payload() request: SetAvatarMessage): Promise<ReplyOf<'users.profile.setAvatar'>> {
    return this.profiles.setAvatar(request.userId, request.file);
  }

  @Handles('users.files.referenced')
  async referencedFiles(@Payload() request: FileReferencesMessage): Promise<ReplyOf<'users.files.referenced'>> {
    return { referenced: await this.profiles.referencedFiles(request.files) };
  }

  @Handles('users.onboarding.names')
  names(@Payload() { userId, role, ...step }: NamesStepMessage): Promise<ReplyOf<'users.onboarding.names'>> {
    return this.profiles.namesStep(userId, role, step);
  }

  @Handles('users.onboarding.studies')
  studies(@Payload() { userId, ...step }: StudiesStepMessage): Promise<ReplyOf<'users.onboarding.studies'>> {
    return this.profiles.studiesStep(userId, step);
  }

  @Handles('users.onboarding.interests')
  interests(
    @Payload() { userId, careerInterests, jobSearchStage, bio }: InterestsStepMessage,
  ): Promise<ReplyOf<'users.onboarding.interests'>> {
    return this.profiles.interestsStep(userId, { careerInterests, jobSearchStage, bio });
  }

  @Handles('users.onboarding.coachProfile')
  coachProfile(@Payload() { userId, ...step }: CoachProfileStepMessage): Promise<ReplyOf<'users.onboarding.coachProfile'>> {
    return this.profiles.coachProfileStep(userId, step);
  }

  @Handles('users.onboarding.coachLinks')
  coachLinks(
    @Payload() { userId, linkedinUrl, meetingLink, timeZone }: CoachLinksStepMessage,
  ): Promise<ReplyOf<'users.onboarding.coachLinks'>> {
    return this.profiles.coachLinksStep(userId, { linkedinUrl, meetingLink, timeZone });
  }

  @Handles('users.coaches.get')
  coach(@Payload() request: CoachSlugMessage): Promise<ReplyOf<'users.coaches.get'>> {
    return this.profiles.publicCoach(request.slug);
  }

  @Handles('users.changes')
  changes(@Payload() request: ChangesMessage): Promise<ReplyOf<'users.changes'>> {
    return this.feed.changes(request);
  }

  @Handles('users.sso.discourse')
  discourse(@Payload() request: DiscourseSsoMessage): Promise<ReplyOf<'users.sso.discourse'>> {
    return this.sso.discourse(request.userId, request.sso, request.sig);
  }
}
