import {
  type Certificate,
  type Challenge,
  type ChallengeDetail,
  ErrorCode,
  type Invite,
  type InviteLinkView,
  type Language,
  type RequestUser,
  type UserChallenge,
} from '@lakbay/contracts';
import { InviteLinkActionDto } from '@lakbay/contracts/apprenticeship.dto';
import { FILE_STORE, type FileStore, ServiceClient } from '@lakbay/platform';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from '../content/cached-reply';
import { BffError } from '../http/bff-error';
import { withBody } from '../http/with-body';
import { ACCEPT_LANGUAGE, ReaderLanguage, inReaderLanguage } from '../i18n/reader-language';

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;
const CODE = /^[A-Za-z0-9-]{4,40}$/;
const noInvite = () => new BffError(ErrorCode.NOT_FOUND, 'There is no such invite (the link may have been replaced by a newer one).');

/** Public Virtual Apprenticeship pages: challenges, invite links, certificates; and group files for members. */
@ApiTags('virtual apprenticeship')
@Controller('virapp')
export class VirappController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Get('challenges')
  @ApiOperation({
    summary: 'Challenges that are not drafts (OPEN, RUNNING, CLOSED), latest start first, with seats left and whether one can enrol.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  list(@ReaderLanguage() language: Language, @Res({ passthrough: true }) reply: FastifyReply): Promise<Challenge[]> {
    inReaderLanguage(reply, language);
    return this.services.send('apprenticeship.challenges.list', { language });
  }

  @Get('challenges/:id')
  @ApiOperation({ summary: 'One challenge with its description and weeks (brief, resources, deliverable, due date).' })
  @ApiNotFoundResponse({ description: 'Unknown or draft challenge.' })
  @ApiHeader(ACCEPT_LANGUAGE)
  get(
    @Param('id', ID_PIPE) challengeId: string,
    @ReaderLanguage() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChallengeDetail> {
    inReaderLanguage(reply, language);
    return this.services.send('apprenticeship.challenges.get', { challengeId, language });
  }

  @Get('invites/:token')
  @ApiOperation({ summary: 'What an e-mailed invite link shows before log-in or sign-up: challenge, inviter, status, expiry.' })
  @ApiNotFoundResponse({ description: 'Unknown token, or one replaced by a resend.' })
  link(@Param('token') token: string): Promise<InviteLinkView> {
    if (!TOKEN.test(token)) {
      throw noInvite();
    }
    return this.services.send('apprenticeship.inviteLinks.get', { token });
  }

  @Post('invites/:token')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'The logged-in holder of an invite link answers it (even when signed up with another e-mail; who answered is recorded): ACCEPT answers the UserChallenge, DECLINE the Invite.',
  })
  @ApiUnauthorizedResponse({ description: 'Not logged in (the SPA sends the visitor to sign up or log in, then back).' })
  @ApiConflictResponse({ description: 'APPRENTICESHIP_INVITE_CLOSED, APPRENTICESHIP_GROUP_FULL, APPRENTICESHIP_ALREADY_ENROLLED.' })
  async answer(
    @Param('token') token: string,
    @Body() body: InviteLinkActionDto,
    @CurrentUser() user: RequestUser,
  ): Promise<UserChallenge | Invite> {
    if (!TOKEN.test(token)) {
      throw noInvite();
    }
    const [contact] = await this.services.send('users.contacts', { userIds: [user.id] });
    if (!contact) {
      throw new BffError(ErrorCode.UNAUTHENTICATED, 'Please log in again.');
    }
    return this.services.send('apprenticeship.inviteLinks.answer', withBody(body, { token, user: contact }));
  }

  @Get('certificates/:code')
  @ApiOperation({ summary: 'A certificate by its verification code (public, shareable).' })
  @ApiNotFoundResponse({ description: 'Unknown code.' })
  @ApiGoneResponse({ description: 'CERTIFICATE_REVOKED: the certificate was revoked; the message says when.' })
  certificate(@Param('code') code: string): Promise<Certificate> {
    if (!CODE.test(code)) {
      throw new BffError(ErrorCode.NOT_FOUND, 'There is no such certificate.');
    }
    return this.services.send('apprenticeship.certificates.get', { code });
  }

  @Get('files/:fileId')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "A submission file (the group's members and admins) or a resume (its owner and admins), as a download." })
  @ApiUnauthorizedResponse({ description: 'Not logged in.' })
  @ApiForbiddenResponse({ description: 'Not a member of the group, nor an admin.' })
  @ApiNotFoundResponse({ description: 'Unknown file.' })
  async file(@Param('fileId', ID_PIPE) fileId: string, @CurrentUser() user: RequestUser, @Res() reply: FastifyReply): Promise<void> {
    const ref = await this.services.send('apprenticeship.files.get', { fileId, userId: user.id, isAdmin: user.isAdmin });
    const file = await this.files.open(ref.storedName);
    if (!file) {
      throw new BffError(ErrorCode.NOT_FOUND, 'This file is no longer stored.');
    }
    await reply
      .header('content-type', ref.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(ref.name)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  }
}
