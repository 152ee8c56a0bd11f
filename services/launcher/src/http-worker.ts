import './compile-cache';
import 'reflect-metadata';
import { runHttpWorker } from '@lakbay/platform';
import { startBff } from '../../bff/src';

// The worker thread of standalone mode's BFF (STANDALONE_HTTP_WORKERS); started by run.ts.
runHttpWorker(startBff);
