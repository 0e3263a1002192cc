import { ApiProperty } from '@nestjs/swagger';

export type ServiceState = 'up' | 'down';
/** 'missing' when no worker gave a heartbeat in the last 30 s; 'unknown' while Redis does not answer. */
export type WorkerState = 'up' | 'missing' | 'unknown';

export class HealthDto {
  /** 'ok' when the database and Redis answer, else 'error' (the worker does not decide it). */
  @ApiProperty({ enum: ['ok', 'error'] })
  status!: 'ok' | 'error';
  /** MariaDB */
  @ApiProperty({ enum: ['up', 'down'] })
  db!: ServiceState;
  /** Redis */
  @ApiProperty({ enum: ['up', 'down'] })
  redis!: ServiceState;
  /** The queue worker, by its heartbeat: without one, emails, photos and imports wait. */
  @ApiProperty({ enum: ['up', 'missing', 'unknown'] })
  worker!: WorkerState;
}

export class LivenessDto {
  /** Always 'ok': the process answers. */
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}
