import { ErrorCode, type LoggedUser, type RequestUser, type SessionUser } from '@lakbay/contracts';
import { ServiceClient, ServiceError } from '@lakbay/platform';
import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { LoginDto } from '@lakbay/contracts/accounts.dto';
import { BffCaches } from '../cache/bff-caches';
import { withBody } from '../http/with-body';
import { DeviceCookies } from './device-cookie';
import { LoginThrottle } from './login-throttle';
import { BearerToken, CurrentUser, SessionGuard } from './session.guard';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceCookies,
    private readonly caches: BffCaches,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with e-mail and password; answers the logged user with a bearer token.' })
  @ApiResponse({ status: 400, description: 'Missing or empty fields: message is a list of {property, constraints}.' })
  @ApiResponse({ status: 401, description: 'Unknown e-mail or wrong password (same answer for both).' })
  @ApiResponse({
    status: 429,
    description: 'Too many failed attempts for this account from this address, for this account, or from this address.',
  })
  async login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('user-agent') userAgent?: string,
  ): Promise<LoggedUser> {
    // Counted before the password is checked, so parallel guesses cannot slip past the limit; a
    // browser that logged in to the account before is counted on its own (device cookie).
    const device = this.devices.deviceOf(request, body.email);
    const attempt = await this.throttle.begin(body.email, ip, device);
    try {
      const user = await this.services.send('users.auth.login', withBody(body, { ip, userAgent: userAgent?.slice(0, 512) }));
      await attempt.succeeded();
      void reply.header('set-cookie', this.devices.setCookie(body.email, device));
      return user;
    } catch (err) {
      await (err instanceof ServiceError && err.code === ErrorCode.INVALID_CREDENTIALS ? attempt.failed() : attempt.abandoned());
      throw err;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revokes the session of the bearer token; the token gets 401 afterwards.' })
  async logout(@BearerToken() token: string, @CurrentUser() user: RequestUser): Promise<void> {
    await this.services.send('users.auth.logout', { token });
    // Other BFF replicas hear the users service's broadcast; this one forgets before answering.
    this.caches.forgetSession((user.originalUser ?? user).id);
  }

  @Get('me')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The user of the bearer session.' })
  me(@CurrentUser() user: SessionUser): SessionUser {
    return user;
  }
}
