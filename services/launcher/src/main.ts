import './compile-cache';
import 'reflect-metadata';
import { run } from './run';

// `node dist/services/launcher/src/main.js [process ...]`
run(process.argv.slice(2));
