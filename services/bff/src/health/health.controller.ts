import { SERVICE_NAMES, type ServiceName, healthCommand } from '@lakbay/contracts';
import { type ReadinessReport, ServiceClient, processHealth } from '@lakbay/platform';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

const PROBE_TIMEOUT_MS = 1500;

type ServiceHealth = { status: 'ok'; instance: string } | { status: 'unavailable'; message: string };

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'Asks every service; 200 when all answer, 503 naming those that do not.' })
  async health(
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ status: 'ok' | 'degraded'; services: Record<ServiceName, ServiceHealth> }> {
    const entries = await Promise.all(SERVICE_NAMES.map(async (name) => [name, await this.probe(name)] as const));
    const services = Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>;
    const ok = entries.every(([, h]) => h.status === 'ok');
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'degraded', services };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness of the BFF process itself (for orchestrators): always 200 while it serves.' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary:
      'Readiness of this process: 200 when its own dependencies answer (its transport, Redis), else 503 naming them. The domain services are not asked.',
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessReport> {
    const report = await processHealth.report();
    reply.status(report.status === 'ready' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
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
