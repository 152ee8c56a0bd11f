import { type ReplyOf } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { UserRefMessage } from '../profile/profile-messages.dto';
import {
  ExchangeCodeMessage,
  GoogleCodeMessage,
  GoogleLoginMessage,
  PasswordResetConfirmMessage,
  PasswordResetRequestMessage,
  SignupCompleteMessage,
  SignupMessage,
} from './account-messages.dto';
import { AuthService } from './auth.service';
import { GoogleAccountsService } from './google-accounts.service';
import { SessionTokenMessage, VerifyCredentialsMessage } from './login-message.dto';
import { PasswordResetService } from './password-reset.service';
import { SignupService } from './signup.service';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly signups: SignupService,
    private readonly google: GoogleAccountsService,
    private readonly resets: PasswordResetService,
  ) {}

  @Handles('users.auth.login')
  login(@Payload() request: VerifyCredentialsMessage): Promise<ReplyOf<'users.auth.login'>> {
    return this.auth.login(request);
  }

  @Handles('users.auth.session')
  session(@Payload() request: SessionTokenMessage): Promise<ReplyOf<'users.auth.session'>> {
    return this.auth.session(request.token);
  }

  @Handles('users.auth.logout')
  logout(@Payload() request: SessionTokenMessage): Promise<ReplyOf<'users.auth.logout'>> {
    return this.auth.logout(request.token);
  }

  @Handles('users.get')
  get(@Payload() request: UserRefMessage): Promise<ReplyOf<'users.get'>> {
    return this.auth.get(request.userId);
  }

  @Handles('users.auth.signup')
  signup(@Payload() request: SignupMessage): Promise<ReplyOf<'users.auth.signup'>> {
    return this.signups.request(request);
  }

  @Handles('users.auth.signup.complete')
  completeSignup(@Payload() request: SignupCompleteMessage): Promise<ReplyOf<'users.auth.signup.complete'>> {
    return this.signups.complete(request);
  }

  @Handles('users.auth.google')
  googleLogin(@Payload() request: GoogleLoginMessage): Promise<ReplyOf<'users.auth.google'>> {
    return this.google.login(request.identity, request);
  }

  @Handles('users.auth.googleCode')
  googleCode(@Payload() request: GoogleCodeMessage): Promise<ReplyOf<'users.auth.googleCode'>> {
    return this.google.code(request.identity);
  }

  @Handles('users.auth.exchangeCode')
  exchangeCode(@Payload() request: ExchangeCodeMessage): Promise<ReplyOf<'users.auth.exchangeCode'>> {
    return this.google.exchange(request.code, request);
  }

  @Handles('users.auth.passwordReset.request')
  requestReset(@Payload() request: PasswordResetRequestMessage): Promise<ReplyOf<'users.auth.passwordReset.request'>> {
    return this.resets.request(request.email);
  }

  @Handles('users.auth.passwordReset.confirm')
  confirmReset(@Payload() request: PasswordResetConfirmMessage): Promise<ReplyOf<'users.auth.passwordReset.confirm'>> {
    return this.resets.confirm(request.token, request.password);
  }
}
