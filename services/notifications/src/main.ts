import 'reflect-metadata';
import { run } from '../../launcher/src/run';

// This process alone (distributed mode): the same as `main.js notifications` of the launcher.
run(['notifications']);
