import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { MessageDto } from '../../common/dto/message.dto.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { byAddress, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { ContactService } from './contact.service.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';

export const CONTACT_THANKS = "Message sent successfully! We'll get back to you within 24 hours.";

@ApiTags('contact')
@Controller('contact')
@UseGuards(RateLimitGuard)
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Sends a message to the Plantry team. */
  @Post()
  @RateLimit({ name: 'contact-address', limit: 5, windowSeconds: 3600, by: byAddress })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A field is missing or too short' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async sendContactMessage(@Body() dto: ContactMessageDto): Promise<MessageDto> {
    await this.contact.receive(dto);
    return { message: CONTACT_THANKS };
  }
}
