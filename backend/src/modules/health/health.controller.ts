import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthDto } from './dto/health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Whether the database and Redis answer. */
  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'Every service answers' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The services marked down do not answer' })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return report;
  }
}
