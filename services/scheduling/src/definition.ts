import type { ServiceDefinition } from '@lakbay/platform';
import { SchedulingModule } from './scheduling.module';

export const schedulingService: ServiceDefinition = { name: 'scheduling', module: SchedulingModule };
