import { SERVICE_NAMES, type ServiceName, healthCommand } from '@lakbay/contracts';
import {
  type CheckReport,
  type LivenessReport,
  type ReadinessReport,
  ServiceClient,
  isReady,
  processHealth,
  processLiveness,
} from '@lakbay/platform';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

const PROBE_TIMEOUT_MS = 1500;

type ServiceHealth = { status: 'ok'; instance: string } | { status: 'unavailable'; message: string };

interface AggregateHealth {
  /** ok: every service and every dependency of this BFF answers; degraded: something named below does not. */
  status: 'ok' | 'degraded';
  services: Record<ServiceName, ServiceHealth>;
  /** This BFF process's own dependencies (NATS, Redis), each with its state and whether readiness needs it. */
  dependencies: Record<string, CheckReport>;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({
    summary: "Asks every service and checks this BFF's own dependencies; 200 when all answer, 503 (degraded) naming those that do not.",
  })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<AggregateHealth> {
    const [entries, own] = await Promise.all([
      Promise.all(SERVICE_NAMES.map(async (name) => [name, await this.probe(name)] as const)),
      processHealth.report(),
    ]);
    const services = Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>;
    const ok = entries.every(([, h]) => h.status === 'ok') && Object.values(own.checks).every((c) => c.status === 'up');
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'degraded', services, dependencies: own.checks };
  }

  @Get('live')
  @ApiOperation({
    summary:
      'Liveness of the BFF process itself (for orchestrators): 200 while it serves, 503 for a while after its event loop was blocked.',
  })
  live(@Res({ passthrough: true }) reply: FastifyReply): LivenessReport {
    const report = processLiveness.report();
    reply.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('ready')
  @ApiOperation({
    summary:
      'Readiness of this process: 200 while it can serve (the BFF needs neither NATS nor Redis for that: it reports them), else 503. The domain services are not asked.',
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessReport> {
    const report = await processHealth.report();
    reply.status(isReady(report) ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  private async probe(name: ServiceName): Promise<ServiceHealth> {
    try {
      const reply = await this.services.send(healthCommand(name) as `${ServiceName}.health`, {}, PROBE_TIMEOUT_MS);
      return { status: 'ok', instance: reply.instance };
    } catch (err) {
      return { status: 'unavailable', message: err instanceof Error ? err.message : 'unavailable' };
    }
  }
}
