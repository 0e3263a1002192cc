import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthDto, LivenessDto } from './dto/health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Whether the database and Redis answer, and whether a worker is running. The same answer as /api/health/ready, for people and older scripts. */
  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'The database and Redis answer' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The services marked down do not answer' })
  getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    return this.ready(res);
  }

  /** Readiness: the database and Redis answer. A load balancer sends traffic only while this answers 200. */
  @Get('ready')
  @ApiOkResponse({ type: HealthDto, description: 'Ready for traffic' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The services marked down do not answer: send traffic elsewhere' })
  getReadiness(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    return this.ready(res);
  }

  /** Liveness: the process answers. For a supervisor; a database or Redis outage never makes it fail. */
  @Get('live')
  @ApiOkResponse({ type: LivenessDto, description: 'The process is alive' })
  getLiveness(@Res({ passthrough: true }) res: Response): LivenessDto {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  private async ready(res: Response): Promise<HealthDto> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return report;
  }
}
