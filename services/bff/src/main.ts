import 'reflect-metadata';
import { runAlone } from '@lakbay/platform';
import { startBff } from './start-bff';

// The BFF alone (distributed mode): loads no domain service and not the launcher.
runAlone({ name: 'bff', start: startBff });
