import { type ReplyOf, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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

  @MessagePattern(pattern('users.auth.login'))
  login(@Payload() request: VerifyCredentialsMessage): Promise<ReplyOf<'users.auth.login'>> {
    return this.auth.login(request);
  }

  @MessagePattern(pattern('users.auth.session'))
  session(@Payload() request: SessionTokenMessage): Promise<ReplyOf<'users.auth.session'>> {
    return this.auth.session(request.token);
  }

  @MessagePattern(pattern('users.auth.logout'))
  logout(@Payload() request: SessionTokenMessage): Promise<ReplyOf<'users.auth.logout'>> {
    return this.auth.logout(request.token);
  }

  @MessagePattern(pattern('users.get'))
  get(@Payload() request: UserRefMessage): Promise<ReplyOf<'users.get'>> {
    return this.auth.get(request.userId);
  }

  @MessagePattern(pattern('users.auth.signup'))
  signup(@Payload() request: SignupMessage): Promise<ReplyOf<'users.auth.signup'>> {
    return this.signups.request(request);
  }

  @MessagePattern(pattern('users.auth.signup.complete'))
  completeSignup(@Payload() request: SignupCompleteMessage): Promise<ReplyOf<'users.auth.signup.complete'>> {
    return this.signups.complete(request);
  }

  @MessagePattern(pattern('users.auth.google'))
  googleLogin(@Payload() request: GoogleLoginMessage): Promise<ReplyOf<'users.auth.google'>> {
    return this.google.login(request.identity, request);
  }

  @MessagePattern(pattern('users.auth.googleCode'))
  googleCode(@Payload() request: GoogleCodeMessage): Promise<ReplyOf<'users.auth.googleCode'>> {
    return this.google.code(request.identity);
  }

  @MessagePattern(pattern('users.auth.exchangeCode'))
  exchangeCode(@Payload() request: ExchangeCodeMessage): Promise<ReplyOf<'users.auth.exchangeCode'>> {
    return this.google.exchange(request.code, request);
  }

  @MessagePattern(pattern('users.auth.passwordReset.request'))
  requestReset(@Payload() request: PasswordResetRequestMessage): Promise<ReplyOf<'users.auth.passwordReset.request'>> {
    return this.resets.request(request.email);
  }

  @MessagePattern(pattern('users.auth.passwordReset.confirm'))
  confirmReset(@Payload() request: PasswordResetConfirmMessage): Promise<ReplyOf<'users.auth.passwordReset.confirm'>> {
    return this.resets.confirm(request.token, request.password);
  }
}
