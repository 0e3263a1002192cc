import { Global, Module, type DynamicModule } from '@nestjs/common';
import { QueueHealth } from '../queue/queue-health.js';
import { QueueModule } from '../queue/queue.module.js';
import { Metrics, type MetricsProcess } from './metrics.js';
import { ServiceGauges } from './service-gauges.js';

/** The process's Prometheus registry and its instruments, for every module of the process. */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(process: MetricsProcess): DynamicModule {
    return {
      module: MetricsModule,
      imports: [QueueModule],
      providers: [{ provide: Metrics, useFactory: () => new Metrics(process) }, QueueHealth, ServiceGauges],
      exports: [Metrics, QueueHealth],
    };
  }
}
