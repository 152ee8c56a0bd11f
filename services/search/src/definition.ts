import type { ServiceDefinition } from '@lakbay/platform';
import { SearchModule } from './search.module';

export const searchService: ServiceDefinition = { name: 'search', module: SearchModule };
