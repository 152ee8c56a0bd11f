import { AVATAR_MAX_BYTES, type AdminUserListItem, ErrorCode, type RequestUser, type UserProfile } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { sniffImage } from './image-type';
import {
  CoachLinksStepDto,
  CoachProfileStepDto,
  InterestsStepDto,
  NamesStepDto,
  ProfileChangesDto,
  StudiesStepDto,
} from '@lakbay/contracts/accounts.dto';
import { BffError, fieldError } from '../http/bff-error';
import { withBody } from '../http/with-body';
import { Uploads, uploadRoute } from '../uploads/uploads';
import { ApiUpload } from '../uploads/api-upload';

export const AVATAR_TOO_LARGE = 'The picture is larger than 2 MB. Please choose a smaller one.';
export const AVATAR_NOT_IMAGE = 'The picture must be a PNG, JPEG or WebP image.';
export const AVATAR_MISSING = 'Please send the picture as multipart/form-data in a field named "avatar".';
export const AVATAR_ONE_ONLY = 'Please send one picture only.';
export const AVATAR_UNREADABLE = 'The upload was cut off or malformed. Please send the picture again.';
export const NOT_YOURS = 'You can only see and change your own profile.';

/** One picture in the field "avatar", told by its bytes; a file too large is a 413. */
const AVATAR_UPLOAD = uploadRoute({
  owner: 'users',
  field: 'avatar',
  maxFiles: 1,
  maxFileBytes: AVATAR_MAX_BYTES,
  tooLargeCode: ErrorCode.PAYLOAD_TOO_LARGE,
  notMultipart: AVATAR_MISSING,
  wrongField: AVATAR_MISSING,
  unreadable: AVATAR_UNREADABLE,
  tooLarge: AVATAR_TOO_LARGE,
  tooMany: AVATAR_ONE_ONLY,
  missing: AVATAR_MISSING,
  sniff: (sample) => sniffImage(sample.head),
  refuse: () => fieldError('avatar', AVATAR_NOT_IMAGE),
});

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new BffError(ErrorCode.NOT_FOUND, 'There is no user with this id.') });

/**
 * Profiles of both roles and onboarding. /users/me is the caller (the emulated user while an admin
 * emulates); /users/{id} is the same for its owner and for admins, 403 for anyone else.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
@UseGuards(SessionGuard)
export class UsersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly uploads: Uploads,
  ) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiQuery({ name: 'username', required: false, description: 'Start of a username (any case); the exact match comes first.' })
  @ApiOperation({ summary: 'Admins: find users by username (spec section 7): username, id, isCoach, firebaseAuthId, isActive.' })
  list(@Query('username') username?: unknown): Promise<AdminUserListItem[]> {
    const text = typeof username === 'string' ? username.slice(0, 30) : undefined;
    return this.services.send('users.admin.list', text ? { username: text } : {});
  }

  @Get('me')
  @ApiOperation({ summary: 'The caller’s profile, with onboardingStep (where onboarding resumes; null when done).' })
  me(@CurrentUser() user: RequestUser): Promise<UserProfile> {
    return this.services.send('users.profile.get', { userId: user.id });
  }

  @Patch('me')
  @ApiOperation({ summary: 'Changes the caller’s profile fields (coach fields under `coach`, Koaches only).' })
  @ApiResponse({ status: 409, description: 'Username taken: [{property: "username", constraints}].' })
  updateMe(@CurrentUser() user: RequestUser, @Body() body: ProfileChangesDto): Promise<UserProfile> {
    return this.update(user, user.id, body);
  }

  @Post('me/avatar')
  @HttpCode(200)
  @ApiUpload(AVATAR_UPLOAD, 'PNG, JPEG or WebP (checked by content), at most 2 MB.')
  @ApiOperation({ summary: 'Uploads the caller’s avatar: PNG, JPEG or WebP (checked by content), at most 2 MB.' })
  @ApiResponse({ status: 400, description: 'Not an image of those kinds, or no file.' })
  @ApiResponse({ status: 413, description: 'Larger than 2 MB.' })
  avatarMe(@CurrentUser() user: RequestUser, @Req() request: FastifyRequest): Promise<UserProfile> {
    return this.avatar(user.id, request);
  }

  @Patch('me/onboarding/steps/2')
  @ApiOperation({ summary: 'Kadet onboarding step 2: username and names.' })
  kadetNames(@CurrentUser() user: RequestUser, @Body() body: NamesStepDto): Promise<UserProfile> {
    return this.services.send('users.onboarding.names', withBody(body, { userId: user.id, role: 'kadet' as const }));
  }

  @Patch('me/onboarding/steps/3')
  @ApiOperation({ summary: 'Kadet onboarding step 3: school and studies.' })
  kadetStudies(@CurrentUser() user: RequestUser, @Body() body: StudiesStepDto): Promise<UserProfile> {
    return this.services.send('users.onboarding.studies', withBody(body, { userId: user.id }));
  }

  @Patch('me/onboarding/steps/4')
  @ApiOperation({ summary: 'Kadet onboarding step 4: career interests and the Data Privacy Act consent; finishes onboarding.' })
  kadetInterests(@CurrentUser() user: RequestUser, @Body() body: InterestsStepDto): Promise<UserProfile> {
    return this.services.send('users.onboarding.interests', withBody(body, { userId: user.id }));
  }

  @Patch('me/onboarding-coach/steps/2')
  @ApiOperation({ summary: 'Koach onboarding step 2: username and names.' })
  coachNames(@CurrentUser() user: RequestUser, @Body() body: NamesStepDto): Promise<UserProfile> {
    return this.services.send('users.onboarding.names', withBody(body, { userId: user.id, role: 'coach' as const }));
  }

  @Patch('me/onboarding-coach/steps/3')
  @ApiOperation({
    summary: 'Koach onboarding step 3: display name (makes the /coaches/{slug} address), headline, expertise, years, bio, languages.',
  })
  coachProfile(@CurrentUser() user: RequestUser, @Body() body: CoachProfileStepDto): Promise<UserProfile> {
    return this.services.send('users.onboarding.coachProfile', withBody(body, { userId: user.id }));
  }

  @Patch('me/onboarding-coach/steps/4')
  @ApiOperation({ summary: 'Koach onboarding step 4: LinkedIn, meeting link, time zone and consent; finishes onboarding.' })
  coachLinks(@CurrentUser() user: RequestUser, @Body() body: CoachLinksStepDto): Promise<UserProfile> {
    return this.services.send('users.onboarding.coachLinks', withBody(body, { userId: user.id }));
  }

  @Get(':id')
  @ApiOperation({ summary: 'A user’s profile: the owner and admins only (403 for others).' })
  get(@CurrentUser() user: RequestUser, @Param('id', uuid) id: string): Promise<UserProfile> {
    assertOwnerOrAdmin(user, id);
    return this.services.send('users.profile.get', { userId: id });
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes a user’s profile: the owner and admins only; an admin’s change is audited.' })
  updateOne(@CurrentUser() user: RequestUser, @Param('id', uuid) id: string, @Body() body: ProfileChangesDto): Promise<UserProfile> {
    assertOwnerOrAdmin(user, id);
    return this.update(user, id, body);
  }

  @Post(':id/avatar')
  @HttpCode(200)
  @ApiUpload(AVATAR_UPLOAD, 'PNG, JPEG or WebP (checked by content), at most 2 MB.')
  @ApiOperation({ summary: 'Uploads a user’s avatar: the owner and admins only.' })
  @ApiResponse({ status: 400, description: 'Not an image of those kinds, or no file.' })
  @ApiResponse({ status: 413, description: 'Larger than 2 MB.' })
  async avatarOne(@CurrentUser() user: RequestUser, @Param('id', uuid) id: string, @Req() request: FastifyRequest): Promise<UserProfile> {
    assertOwnerOrAdmin(user, id);
    if (user.id !== id) {
      // An admin changing someone's picture directly (emulated writes are recorded by the interceptor).
      await this.services.send('users.audit.record', { actorId: user.id, action: 'admin.updateAvatar', details: { userId: id } });
    }
    return this.avatar(id, request);
  }

  private update(user: RequestUser, userId: string, changes: ProfileChangesDto): Promise<UserProfile> {
    return this.services.send('users.profile.update', {
      userId,
      actorId: user.originalUser?.id ?? user.id,
      emulatedUserId: user.originalUser ? user.id : null,
      changes,
    });
  }

  /** Checks and stores the picture, then points the profile at it; the picture it replaces goes. */
  private async avatar(userId: string, request: FastifyRequest): Promise<UserProfile> {
    const { files } = await this.uploads.read(request, AVATAR_UPLOAD);
    const result = await this.uploads.send(AVATAR_UPLOAD, files, ([file]) =>
      this.services.send('users.profile.setAvatar', { userId, file: file?.storedName ?? '' }),
    );
    if (result.previousFile) {
      await this.uploads.release(result.previousFile);
    }
    return result.profile;
  }
}

export function assertOwnerOrAdmin(user: RequestUser, userId: string): void {
  if (user.id !== userId && !user.isAdmin) {
    throw new BffError(ErrorCode.FORBIDDEN, NOT_YOURS);
  }
}
