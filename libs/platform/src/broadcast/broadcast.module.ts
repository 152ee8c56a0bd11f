import { Global, Module } from '@nestjs/common';
import { Broadcasts } from './broadcasts';

/** Gives a process Broadcasts (publish and subscribe to notices every process receives). */
@Global()
@Module({ providers: [Broadcasts], exports: [Broadcasts] })
export class BroadcastModule {}
