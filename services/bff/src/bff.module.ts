import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth/auth.controller';
import { BearerStrategy } from './auth/bearer.strategy';
import { LoginThrottle } from './auth/login-throttle';
import { ClientConfigController } from './client-config/client-config.controller';
import { HealthController } from './health/health.controller';

/** HTTP /api/v2: validates, authenticates and fans out to the domain services. */
@Module({
  imports: [PassportModule],
  controllers: [AuthController, ClientConfigController, HealthController],
  providers: [BearerStrategy, LoginThrottle],
})
export class BffModule {}
