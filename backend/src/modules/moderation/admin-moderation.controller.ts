import { Body, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import type { Principal } from '../../common/auth/principal.js';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { AdminOnly, CurrentUser } from '../users/index.js';
import { ModerationEntryDto, ModerationInputDto, ModerationLogPageDto, ReportQueuePageDto } from './dto/moderation.dto.js';
import { ModerationService } from './moderation.service.js';

/** The admin's Reports tab: the queue, the decisions and the audit log. */
@AdminOnly('admin')
export class AdminModerationController {
  constructor(private readonly moderation: ModerationService) {}

  /** Content with open reports, in its context, with its reports. */
  @Get('reports')
  @ApiOkResponse({ type: ReportQueuePageDto })
  listReports(@Query() page: PageQueryDto): Promise<ReportQueuePageDto> {
    return this.moderation.queue(page);
  }

  /** Decides on content: dismiss its reports, hide it, warn or suspend its writer, or delete it; written to the audit log. */
  @Post('moderation')
  @ApiCreatedResponse({ type: ModerationEntryDto, description: 'Done, and the audit log’s line' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Suspending or deleting an admin, or deleting oneself' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such content (only a dismissal is possible once it is gone)' })
  moderate(@CurrentUser() admin: Principal, @Body() input: ModerationInputDto): Promise<ModerationEntryDto> {
    return this.moderation.act(admin, input);
  }

  /** Every moderation action, newest first: who, what, when and why. */
  @Get('moderation-log')
  @ApiOkResponse({ type: ModerationLogPageDto })
  listModerationLog(@Query() page: PageQueryDto): Promise<ModerationLogPageDto> {
    return this.moderation.log(page);
  }
}
