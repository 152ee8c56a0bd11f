import { APP_CONFIG, ActorTokens, type AppConfig, FilesModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminApprenticeshipController } from './apprenticeship/admin-apprenticeship.controller';
import { EnrolmentsController } from './apprenticeship/enrolments.controller';
import { VirappController } from './apprenticeship/virapp.controller';
import { BookingsController } from './coaching/bookings.controller';
import { CalendarSyncController } from './coaching/calendar-sync.controller';
import { CoachesController } from './coaching/coaches.controller';
import { AdminTrainingsController, MyTrainingsController } from './coaching/trainings.controller';
import { FilesController } from './accounts/files.controller';
import { ImageVariants } from './accounts/image-variants';
import { UsersController } from './accounts/users.controller';
import { AdminController } from './admin/admin.controller';
import { Backups } from './admin/backups';
import { BackupsController } from './admin/backups.controller';
import { EmulationAuditInterceptor } from './admin/emulation-audit.interceptor';
import { FollowUpWork } from './admin/follow-up-work';
import { FollowUpWorkController } from './admin/follow-up-work.controller';
import { AccountsAuthController } from './auth/accounts-auth.controller';
import { AuthController } from './auth/auth.controller';
import { BearerStrategy } from './auth/bearer.strategy';
import { BffCaches } from './cache/bff-caches';
import { PageRenderer } from './http/page-render';
import { WebPages } from './http/web-pages';
import { OwnWritesInterceptor } from './cache/own-writes.interceptor';
import { GoogleIdTokenVerifier } from './auth/google-id-token';
import { GoogleOAuth } from './auth/google-oauth';
import { DeviceCookies } from './auth/device-cookie';
import { LoginThrottle } from './auth/login-throttle';
import { RateLimits } from './auth/rate-limits';
import { ClientConfigController } from './client-config/client-config.controller';
import { CONTENT_CONTROLLERS } from './content/content.providers';
import { HealthController } from './health/health.controller';
import { DocumentIdempotencyKey } from './idempotency/document-idempotency-key';
import { IdempotencyKeyInterceptor } from './idempotency/idempotency-key.interceptor';
import { PrivacyController } from './privacy/privacy.controller';
import { SearchController } from './search/search.controller';
import { UploadSweep } from './uploads/upload-sweep';
import { Uploads } from './uploads/uploads';

/** HTTP /api/v2: validates, authenticates and fans out to the domain services. */
@DocumentIdempotencyKey()
@Module({
  imports: [PassportModule, FilesModule],
  controllers: [
    AuthController,
    AccountsAuthController,
    UsersController,
    CoachesController,
    BookingsController,
    MyTrainingsController,
    AdminTrainingsController,
    CalendarSyncController,
    VirappController,
    EnrolmentsController,
    AdminApprenticeshipController,
    FilesController,
    AdminController,
    FollowUpWorkController,
    BackupsController,
    ClientConfigController,
    HealthController,
    SearchController,
    PrivacyController,
    ...CONTENT_CONTROLLERS,
  ],
  providers: [
    { provide: ActorTokens, useFactory: (config: AppConfig) => new ActorTokens(config.auth.secret), inject: [APP_CONFIG] },
    Backups,
    BffCaches,
    FollowUpWork,
    ImageVariants,
    Uploads,
    UploadSweep,
    WebPages,
    PageRenderer,
    BearerStrategy,
    LoginThrottle,
    DeviceCookies,
    RateLimits,
    GoogleIdTokenVerifier,
    GoogleOAuth,
    // Before the audit, so that the audit record of an emulated write is kept once per key too.
    { provide: APP_INTERCEPTOR, useClass: IdempotencyKeyInterceptor },
    { provide: APP_INTERCEPTOR, useClass: EmulationAuditInterceptor },
    { provide: APP_INTERCEPTOR, useClass: OwnWritesInterceptor },
  ],
})
export class BffModule {}
