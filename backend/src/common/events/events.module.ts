import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { DomainEventBus } from './domain-events.js';

/** Domain events within a process (API or worker), for every module. */
@Global()
@Module({ imports: [EventEmitterModule.forRoot()], providers: [DomainEventBus], exports: [DomainEventBus] })
export class EventsModule {}
