import { Module } from '@nestjs/common';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';

/** Accounts, credentials and sessions. */
@Module({
  controllers: [AuthController],
  providers: [AuthService],
})
export class UsersModule {}
