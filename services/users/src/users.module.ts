import {
  APP_CONFIG,
  type AppConfig,
  FilesModule,
  JobsModule,
  OutboxModule,
  TransportModule,
  createTransportClient,
} from '@lakbay/platform';
import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AdminController } from './admin/admin.controller';
import { AdminService } from './admin/admin.service';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { GoogleAccountsService } from './auth/google-accounts.service';
import { OneTimeTokens } from './auth/one-time-tokens';
import { PasswordResetService } from './auth/password-reset.service';
import { SessionInvalidations } from './auth/session-invalidations';
import { PasswordHasher } from './auth/password-hasher';
import { SessionIssuer } from './auth/session-issuer';
import { SignupService } from './auth/signup.service';
import { CoachDirectoryController } from './coaches/coach-directory.controller';
import { CoachDirectoryService } from './coaches/coach-directory.service';
import { CoachFeed, USERS_EVENTS_CLIENT } from './coaches/coach-feed';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { PrivacyController } from './privacy/privacy.controller';
import { FilesJobs } from './files/files-jobs';
import { PrivacyJobs } from './privacy/privacy-jobs';
import { PrivacyService } from './privacy/privacy.service';
import { SsoService } from './sso/sso.service';

@Injectable()
class EventsClientLifecycle implements OnApplicationShutdown {
  constructor(@Inject(USERS_EVENTS_CLIENT) private readonly client: ClientProxy) {}
  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** Accounts, credentials, sessions, profiles, coach profiles and allowlist, admin tools and audit log, forum SSO, data privacy. */
@Module({
  imports: [JobsModule, OutboxModule.forService('users'), FilesModule, TransportModule.forClient('users')],
  controllers: [AuthController, ProfileController, AdminController, CoachDirectoryController, PrivacyController],
  providers: [
    SessionInvalidations,
    {
      // Emits users.changed after coach profile changes commit.
      provide: USERS_EVENTS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<ClientProxy> => {
        const client = createTransportClient(config, 'users');
        await client.connect();
        return client;
      },
    },
    EventsClientLifecycle,
    AuthService,
    SessionIssuer,
    PasswordHasher,
    OneTimeTokens,
    SignupService,
    GoogleAccountsService,
    PasswordResetService,
    ProfileService,
    CoachFeed,
    CoachDirectoryService,
    AdminService,
    SsoService,
    PrivacyService,
    PrivacyJobs,
    FilesJobs,
  ],
})
export class UsersModule {}
