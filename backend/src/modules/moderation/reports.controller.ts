import { Body, Controller, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Principal } from '../../common/auth/principal.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { CurrentUser, SignedInGuard } from '../users/index.js';
import { ReportDto, ReportInputDto } from './dto/report.dto.js';
import { ModerationService } from './moderation.service.js';

/** How many reports one member may send in an hour. */
const REPORTS_PER_HOUR = 30;

@ApiTags('moderation')
@Controller('reports')
export class ReportsController {
  constructor(private readonly moderation: ModerationService) {}

  /**
   * Reports a recipe, review, reply or profile to the moderators. Sending the same report again
   * answers the open one (200) and changes nothing.
   */
  @Post()
  @UseGuards(SignedInGuard, RateLimitGuard)
  @RateLimit({ name: 'report', limit: REPORTS_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiCreatedResponse({ type: ReportDto, description: 'Reported' })
  @ApiOkResponse({ type: ReportDto, description: 'Already reported by the caller and still open' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A field that is not valid, or the caller’s own content' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such content, or none the caller can see' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${REPORTS_PER_HOUR} reports in an hour` })
  async createReport(
    @CurrentUser() user: Principal,
    @Body() input: ReportInputDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportDto> {
    const { report, created } = await this.moderation.report(user, input);
    res.status(created ? 201 : 200);
    return report;
  }
}
