import { ErrorCode, type PrivacyOverview, type RequestUser } from '@lakbay/contracts';
import { DeleteAccountDto, PrivacyTokenDto } from '@lakbay/contracts/accounts.dto';
import { FILE_STORE, type FileStore, ServiceClient } from '@lakbay/platform';
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RateLimits } from '../auth/rate-limits';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { BffError } from '../http/bff-error';
import { withBody } from '../http/with-body';

export const EXPORT_REQUESTED = 'We are gathering your data. We will e-mail you a link to download it, usually within a few minutes.';
export const NOT_WHILE_EMULATING = 'Data exports and account deletion are for the account’s owner: stop emulating first.';
export const EXPORT_GONE = 'This download link is invalid or has expired. Please ask for a new copy of your data on your privacy page.';

/**
 * Data privacy self-service (RA 10173): the caller's consents, a copy of their data (built by a
 * job, e-mailed as a link), and the deletion of their account.
 */
@ApiTags('privacy')
@Controller()
export class PrivacyController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limits: RateLimits,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Get('users/me/privacy')
  @ApiBearerAuth()
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'The caller’s consent history, whether deletion needs a password, and their latest data export.' })
  overview(@CurrentUser() user: RequestUser): Promise<PrivacyOverview> {
    return this.services.send('users.privacy.overview', { userId: user.id });
  }

  @Post('users/me/privacy/exports')
  @HttpCode(202)
  @ApiBearerAuth()
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary:
      'Asks for a copy of everything Lakbay holds about the caller: a job builds one zip (JSON and files) and e-mails a download link (48 hours).',
  })
  @ApiResponse({ status: 429, description: 'Too many privacy requests for this account this hour.' })
  async requestExport(@CurrentUser() user: RequestUser): Promise<{ message: string }> {
    this.assertOwnSession(user);
    await this.limits.consume('privacy-user', user.id, 'privacy requests for this account');
    await this.services.send('users.privacy.requestExport', { userId: user.id });
    return { message: EXPORT_REQUESTED };
  }

  @Get('privacy/exports/download')
  @ApiBearerAuth()
  @UseGuards(SessionGuard)
  @ApiQuery({ name: 'token', description: 'The token of the e-mailed link.' })
  @ApiOperation({
    summary:
      'Downloads a data export (zip) by the token of its e-mailed link, for its owner (logged in) while the link works (48 hours). The e-mail links to /my/privacy, which downloads it.',
  })
  @ApiResponse({ status: 404, description: 'Unknown or expired link, or one of another account.' })
  async download(@CurrentUser() user: RequestUser, @Query() query: PrivacyTokenDto, @Res() reply: FastifyReply): Promise<void> {
    this.assertOwnSession(user);
    const found = await this.services.send('users.privacy.download', withBody(query, { userId: user.id }));
    const file = await this.files.open(found.file);
    if (!file) {
      throw new BffError(ErrorCode.NOT_FOUND, EXPORT_GONE);
    }
    await reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  }

  @Post('users/me/privacy/delete')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary:
      'Deletes the caller’s account, confirmed by the current password: every service removes or anonymises their data and every session ends. An account without a password is e-mailed a link instead (status LINK_SENT).',
  })
  @ApiResponse({ status: 400, description: 'Wrong or missing password: [{property: "password", constraints}]; nothing changed.' })
  @ApiResponse({ status: 429, description: 'Too many privacy requests for this account this hour.' })
  async deleteAccount(@CurrentUser() user: RequestUser, @Body() body: DeleteAccountDto): Promise<{ status: 'DELETED' | 'LINK_SENT' }> {
    this.assertOwnSession(user);
    await this.limits.consume('privacy-user', user.id, 'privacy requests for this account');
    return this.services.send('users.privacy.deleteAccount', withBody(body, { userId: user.id }));
  }

  @Post('privacy/delete/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Follows the e-mailed deletion link (accounts without a password): deletes the account.' })
  @ApiResponse({ status: 400, description: 'Unknown, used or expired token.' })
  confirmDeletion(@Body() body: PrivacyTokenDto): Promise<{ status: 'DELETED' }> {
    return this.services.send('users.privacy.confirmDeletion', withBody(body, {}));
  }

  private assertOwnSession(user: RequestUser): void {
    if (user.originalUser) {
      throw new BffError(ErrorCode.FORBIDDEN, NOT_WHILE_EMULATING);
    }
  }
}
