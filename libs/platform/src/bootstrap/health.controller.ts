import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { type HealthReply, type ServiceName, healthCommand } from '@lakbay/contracts';
import { Controller, type Type } from '@nestjs/common';
import { Handles } from '../transport/handles';

// Distinguishes replicas of one service in health answers (and so in tests of load sharing).
const INSTANCE = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** A controller answering `<service>.health`, for the BFF's /api/v2/health. */
export function healthController(service: ServiceName): Type {
  @Controller()
  class HealthController {
    @Handles(healthCommand(service))
    health(): HealthReply {
      return { service, status: 'ok', instance: INSTANCE };
    }
  }
  return HealthController;
}
