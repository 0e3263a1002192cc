import { Body, Controller, Get, HttpCode, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Principal } from '../../common/auth/principal.js';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { byAddress, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { CurrentUser, SignedInGuard } from '../users/index.js';
import {
  NotificationPageDto,
  OneClickDto,
  NotificationSettingDto,
  NotificationSettingsDto,
  UnreadCountDto,
  UnsubscribedDto,
  UnsubscribeQueryDto,
} from './dto/notification.dto.js';
import { NotificationsService } from './notifications.service.js';
import { requestLanguage } from '../../common/i18n/index.js';

/** How many unsubscribe calls one address may make in an hour. */
const UNSUBSCRIBES_PER_HOUR = 60;

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** The caller's notifications, newest first, and how many are unread. */
  @Get()
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: NotificationPageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A limit or offset out of range' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  listNotifications(@CurrentUser() user: Principal, @Query() page: PageQueryDto, @Req() req: Request): Promise<NotificationPageDto> {
    // In the language the member reads the site in (their browser's, or the one they chose).
    return this.notifications.list(user, page, requestLanguage(req));
  }

  /** How many of the caller's notifications are unread (the bell's badge). */
  @Get('unread-count')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: UnreadCountDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  async countUnreadNotifications(@CurrentUser() user: Principal): Promise<UnreadCountDto> {
    return { unread: await this.notifications.unreadCount(user) };
  }

  /** Marks one of the caller's notifications read. */
  @Put(':id/read')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiNoContentResponse({ description: 'Read' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An id that is not a positive whole number' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "No such notification, or someone else's" })
  async markNotificationRead(@IdParam() id: number, @CurrentUser() user: Principal): Promise<void> {
    await this.notifications.markRead(user, id);
  }

  /** Marks all the caller's notifications read. */
  @Post('read-all')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiNoContentResponse({ description: 'All read' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  async markAllNotificationsRead(@CurrentUser() user: Principal): Promise<void> {
    await this.notifications.markAllRead(user);
  }

  /** Which kinds the caller is told of, in the app and by email. */
  @Get('settings')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [NotificationSettingDto] })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  notificationSettings(@CurrentUser() user: Principal): Promise<NotificationSettingDto[]> {
    return this.notifications.settings(user);
  }

  /** Changes the caller's choices for the kinds given; answers them all. */
  @Put('settings')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [NotificationSettingDto] })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An unknown kind, or a choice that is not true or false' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  saveNotificationSettings(@CurrentUser() user: Principal, @Body() body: NotificationSettingsDto): Promise<NotificationSettingDto[]> {
    return this.notifications.saveSettings(user, body.settings);
  }

  /**
   * Stops one kind of email, without signing in: the address of an email's List-Unsubscribe header
   * (RFC 8058 one-click: mail apps POST `List-Unsubscribe=One-Click` as a URL-encoded form) and of
   * the unsubscribe page. The link's token is all it needs; it works again and again.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'unsubscribe', limit: UNSUBSCRIBES_PER_HOUR, windowSeconds: 3600, by: byAddress })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: OneClickDto, required: false })
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A link that was not made by Plantry' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${UNSUBSCRIBES_PER_HOUR} calls in an hour from one address` })
  unsubscribeFromEmails(@Query() query: UnsubscribeQueryDto, @Body() _oneClick: OneClickDto): Promise<UnsubscribedDto> {
    return this.notifications.unsubscribe(query);
  }
}
