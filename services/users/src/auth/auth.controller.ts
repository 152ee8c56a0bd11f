import { type LoggedUser, type SessionUser, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthService } from './auth.service';
import { SessionTokenMessage, VerifyCredentialsMessage } from './login-message.dto';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @MessagePattern(pattern('users.auth.login'))
  login(@Payload() request: VerifyCredentialsMessage): Promise<LoggedUser> {
    return this.auth.login(request);
  }

  @MessagePattern(pattern('users.auth.session'))
  session(@Payload() request: SessionTokenMessage): Promise<SessionUser> {
    return this.auth.session(request.token);
  }

  @MessagePattern(pattern('users.auth.logout'))
  logout(@Payload() request: SessionTokenMessage): Promise<{ revoked: boolean }> {
    return this.auth.logout(request.token);
  }
}
