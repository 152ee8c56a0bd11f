import type { ServiceDefinition } from '@lakbay/platform';
import { ApprenticeshipModule } from './apprenticeship.module';

export const apprenticeshipService: ServiceDefinition = { name: 'apprenticeship', module: ApprenticeshipModule };
