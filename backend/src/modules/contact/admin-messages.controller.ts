import { Body, Get, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { AdminOnly } from '../users/index.js';
import { ContactService } from './contact.service.js';
import {
  AdminContactMessageDto,
  AdminContactMessagePageDto,
  AdminContactMessagesQueryDto,
  MarkHandledDto,
} from './dto/admin-contact-message.dto.js';

/** The Messages tab: what visitors sent through the contact form. */
@AdminOnly('admin/contact-messages')
export class AdminMessagesController {
  constructor(private readonly contact: ContactService) {}

  /** Messages sent through the contact form, newest first, paged. Each says whether an admin handled it. */
  @Get()
  @ApiOkResponse({ type: AdminContactMessagePageDto })
  listContactMessages(@Query() query: AdminContactMessagesQueryDto): Promise<AdminContactMessagePageDto> {
    return this.contact.page(query);
  }

  /** Marks a message handled, or waiting again. */
  @Patch(':id')
  @ApiOkResponse({ type: AdminContactMessageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  markContactMessage(@IdParam() id: number, @Body() body: MarkHandledDto): Promise<AdminContactMessageDto> {
    return this.contact.markHandled(id, body.handled);
  }
}
