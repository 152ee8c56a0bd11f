import 'reflect-metadata';
import { runAlone, serviceProcess } from '@lakbay/platform';
import { searchService } from './definition';

// This service alone (distributed mode): loads its own module, never the launcher or another service.
runAlone(serviceProcess(searchService));
