import 'reflect-metadata';
import { run } from '../../launcher/src/run';

// This process alone (distributed mode): the same as `main.js bff` of the launcher.
run(['bff']);
