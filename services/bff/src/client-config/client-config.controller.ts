import type { ClientConfig } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

@ApiTags('client')
@Controller('client-config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Run-time settings of the SPA: analytics key, Google client id, version, scheduling address. Public.' })
  get(): ClientConfig {
    const { posthogKey, posthogHost, googleClientId, version } = this.config.client;
    return {
      analytics: posthogKey ? { key: posthogKey, host: posthogHost } : null,
      googleClientId: googleClientId ?? null,
      version,
      schedulingEmail: this.config.scheduling.email,
    };
  }
}
