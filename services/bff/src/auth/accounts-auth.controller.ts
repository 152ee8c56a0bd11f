import { type LoggedUser, type MessageReply, type RequestUser, SSO_MISSING_INPUTS_MESSAGE, type SsoResponse } from '@lakbay/contracts';
import { ErrorCode } from '@lakbay/contracts';
import { PlatformError, ServiceClient, ServiceError } from '@lakbay/platform';
import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GoogleExchangeDto,
  GoogleTokenDto,
  PasswordResetDto,
  PasswordResetRequestDto,
  SignupCompleteDto,
  SignupDto,
} from '@lakbay/contracts/accounts.dto';
import { GoogleIdTokenVerifier } from './google-id-token';
import { GoogleOAuth } from './google-oauth';
import { RateLimits } from './rate-limits';
import { CurrentUser, SessionGuard } from './session.guard';
import { BffError } from '../http/bff-error';
import { withBody } from '../http/with-body';

export const SSO_DURING_EMULATION =
  'The forum cannot be opened while you act as another user: it would sign you in to the forum as them. Stop emulating first.';

export const RESET_REQUESTED =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works once, for 1 hour.';

export const SIGNUP_REQUESTED =
  'Check your e-mail to continue. We have sent a link to finish signing up (it works once, for 24 hours). If the address already has an account, the e-mail says how to log in instead.';

/** Sign-up, Google sign-in, password reset and forum single sign-on (the log-in itself is in AuthController). */
@ApiTags('auth')
@Controller('auth')
export class AccountsAuthController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limits: RateLimits,
    private readonly googleTokens: GoogleIdTokenVerifier,
    private readonly googleOAuth: GoogleOAuth,
  ) {}

  @Post('signup')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Kadet sign-up with e-mail and password. Always answers 202 {message} "check your e-mail", whether or not the e-mail has an account (any case): a new address is e-mailed a single-use link (24 hours) to /signup/complete?token=..., which POST /auth/signup/complete trades for the account and a session; the owner of an existing account is e-mailed that someone tried, with log-in and reset links.',
  })
  @ApiResponse({ status: 400, description: 'Invalid e-mail, or a short or common password: [{property, constraints}].' })
  @ApiResponse({ status: 429, description: 'Too many sign-ups from this client address, or e-mails to this address.' })
  @ApiResponse({ status: 503, description: 'SERVER_BUSY with Retry-After: too many passwords being hashed right now.' })
  signup(@Body() body: SignupDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<MessageReply> {
    return this.signupAs('kadet', body, ip, userAgent);
  }

  @Post('signup-coach')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Koach sign-up: as /auth/signup, only for e-mails on the coach allowlist; the coach account starts inactive once its link is followed.',
  })
  @ApiResponse({ status: 403, description: 'The e-mail is not on the coach allowlist.' })
  signupCoach(@Body() body: SignupDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<MessageReply> {
    return this.signupAs('coach', body, ip, userAgent);
  }

  @Post('signup/complete')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Trades the token of the e-mailed sign-up link (once, 24 hours) for the new account: answers the logged user (username null: onboarding follows).',
  })
  @ApiResponse({ status: 400, description: 'Unknown, used or expired token.' })
  @ApiResponse({ status: 409, description: 'The e-mail got an account since the link was sent.' })
  async completeSignup(@Body() body: SignupCompleteDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<LoggedUser> {
    await this.limits.consume('signup-complete-ip', ip, 'sign-up links from this address');
    return this.services.send('users.auth.signup.complete', withBody(body, { ip, userAgent: userAgent?.slice(0, 512) }));
  }

  @Post('login-google')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with a Google ID token: links a verified e-mail or creates a Kadet; answers the logged user.' })
  @ApiResponse({ status: 401, description: 'The token is not valid (signature, audience, issuer, expiry).' })
  @ApiResponse({ status: 409, description: 'An account has this e-mail and Google did not verify it.' })
  @ApiResponse({ status: 503, description: 'Google sign-in is not configured (no GOOGLE_CLIENT_ID).' })
  async loginGoogle(@Body() body: GoogleTokenDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<LoggedUser> {
    await this.limits.consume('google-ip', ip, 'Google sign-in attempts from this address');
    const identity = await this.googleTokens.verify(body.token);
    return this.services.send('users.auth.google', { identity, ip, userAgent: userAgent?.slice(0, 512) });
  }

  @Get('google')
  @ApiOperation({ summary: 'Starts the Google redirect sign-in: redirects to Google (503 when not configured).' })
  async google(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const outcome = await this.googleOAuth.run(request);
    if (outcome.kind !== 'redirect') {
      throw PlatformError.unavailable('Google sign-in could not start. Please try again.');
    }
    await reply
      .header('set-cookie', this.googleOAuth.stateCookie(outcome.state))
      .header('cache-control', 'no-store')
      .redirect(outcome.url, 302);
  }

  @Get('google/callback')
  @ApiOperation({
    summary: 'Google sends the browser back here; it is redirected to /login?googleCode=<one-time code> (or ?googleError=<message>).',
  })
  async googleCallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Ip() ip: string): Promise<void> {
    // Not configured: a plain 503, as for every Google endpoint; any other problem goes back to the SPA.
    this.googleOAuth.assertConfigured();
    let target: string;
    try {
      await this.limits.consume('google-ip', ip, 'Google sign-in attempts from this address');
      const outcome = await this.googleOAuth.run(request);
      if (outcome.kind === 'success') {
        const { code } = await this.services.send('users.auth.googleCode', { identity: outcome.identity });
        target = this.googleOAuth.spaUrl({ googleCode: code });
      } else {
        target = this.googleOAuth.spaUrl({
          googleError: outcome.kind === 'fail' ? outcome.message : 'Google sign-in failed. Please try again.',
        });
      }
    } catch (err) {
      target = this.googleOAuth.spaUrl({
        googleError: err instanceof ServiceError ? err.message : 'Google sign-in failed. Please try again.',
      });
    }
    await reply.header('set-cookie', this.googleOAuth.stateCookie(undefined)).header('cache-control', 'no-store').redirect(target, 302);
  }

  @Post('google/exchange')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trades the one-time code of the Google redirect (valid 1 minute, once) for the logged user.' })
  @ApiResponse({ status: 400, description: 'Unknown, used or expired code.' })
  exchange(@Body() body: GoogleExchangeDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<LoggedUser> {
    this.googleOAuth.assertConfigured();
    return this.services.send('users.auth.exchangeCode', withBody(body, { ip, userAgent: userAgent?.slice(0, 512) }));
  }

  @Post('password-reset/request')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mails a password reset link (1 hour, single use) when the e-mail has an account; same answer either way.' })
  async requestReset(@Body() body: PasswordResetRequestDto, @Ip() ip: string): Promise<MessageReply> {
    await this.limits.consume('reset-ip', ip, 'password reset requests from this address');
    await this.limits.consume('reset-email', body.email, 'password reset e-mails for this address');
    await this.services.send('users.auth.passwordReset.request', withBody(body, {}));
    return { message: RESET_REQUESTED };
  }

  @Post('password-reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password with the e-mailed token; every session of the user is revoked.' })
  @ApiResponse({ status: 400, description: 'Used, expired or unknown token; or a short or common password.' })
  async reset(@Body() body: PasswordResetDto, @Ip() ip: string): Promise<MessageReply> {
    await this.limits.consume('reset-confirm-ip', ip, 'password reset attempts from this address');
    return this.services.send('users.auth.passwordReset.confirm', withBody(body, {}));
  }

  @Get('sso/discourse')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'DiscourseConnect: checks the forum’s signed request and answers {redirectUrl} back to the forum.' })
  @ApiResponse({ status: 400, description: 'Missing sso or sig, or a bad signature.' })
  @ApiResponse({ status: 401, description: 'Not logged in.' })
  @ApiResponse({ status: 403, description: 'An admin is emulating a user: the forum session would be theirs.' })
  @ApiResponse({ status: 503, description: 'DISCOURSE_SSO_SECRET is not set.' })
  discourse(@CurrentUser() user: RequestUser, @Query('sso') sso?: unknown, @Query('sig') sig?: unknown): Promise<SsoResponse> {
    // Emulation is for seeing what a user sees here, never for acting as them elsewhere.
    if (user.originalUser) {
      throw new BffError(ErrorCode.FORBIDDEN, SSO_DURING_EMULATION);
    }
    if (typeof sso !== 'string' || typeof sig !== 'string' || !sso || !sig || sso.length > 8192 || sig.length > 256) {
      throw new BffError(ErrorCode.VALIDATION_FAILED, SSO_MISSING_INPUTS_MESSAGE);
    }
    return this.services.send('users.sso.discourse', { userId: user.id, sso, sig });
  }

  private async signupAs(role: 'kadet' | 'coach', body: SignupDto, ip: string, userAgent?: string): Promise<MessageReply> {
    await this.limits.consume('signup-ip', ip, 'sign-ups from this address');
    await this.limits.consume('signup-email', body.email, 'sign-up e-mails for this address');
    await this.services.send('users.auth.signup', withBody(body, { role, ip, userAgent: userAgent?.slice(0, 512) }));
    return { message: SIGNUP_REQUESTED };
  }
}
