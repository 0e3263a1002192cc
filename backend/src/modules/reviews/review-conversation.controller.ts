import { Body, Controller, Delete, HttpCode, Patch, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Principal } from '../../common/auth/principal.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { CurrentUser, SignedInGuard } from '../users/index.js';
import { HelpfulStateDto, ReplyInputDto } from './dto/review-conversation.dto.js';
import { ReviewReplyDto } from './dto/review.dto.js';
import { ReviewConversationService } from './review-conversation.service.js';

/** Replies and helpful marks a member may make in an hour. */
const REPLIES_PER_HOUR = 60;
const MARKS_PER_HOUR = 300;

@ApiTags('reviews')
@Controller()
@UseGuards(SignedInGuard, RateLimitGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@ApiBadRequestResponse({ type: ErrorDto, description: 'An id that is not a positive whole number, or a blank or too long reply' })
export class ReviewConversationController {
  constructor(private readonly conversation: ReviewConversationService) {}

  /** Answers a review: the recipe's author or an admin, one level (replies are not answered). */
  @Post('reviews/:id/replies')
  @RateLimit({ name: 'reply-account', limit: REPLIES_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiCreatedResponse({ type: ReviewReplyDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Not the recipe's author or an admin" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such review, or its recipe is not public' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${REPLIES_PER_HOUR} replies in an hour` })
  replyToReview(@IdParam() id: number, @Body() input: ReplyInputDto, @CurrentUser() user: Principal): Promise<ReviewReplyDto> {
    return this.conversation.reply(user, id, input.body);
  }

  /** Changes a reply (its writer or an admin). */
  @Patch('review-replies/:id')
  @RateLimit({ name: 'reply-account', limit: REPLIES_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiOkResponse({ type: ReviewReplyDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Not the reply's writer or an admin" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such reply' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${REPLIES_PER_HOUR} reply changes in an hour` })
  updateReply(@IdParam() id: number, @Body() input: ReplyInputDto, @CurrentUser() user: Principal): Promise<ReviewReplyDto> {
    return this.conversation.editReply(user, id, input.body);
  }

  /** Deletes a reply (its writer or an admin). */
  @Delete('review-replies/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Not the reply's writer or an admin" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such reply' })
  async deleteReply(@IdParam() id: number, @CurrentUser() user: Principal): Promise<void> {
    await this.conversation.deleteReply(user, id);
  }

  /** Marks a review helpful; marking it again changes nothing. Never one's own review. */
  @Put('reviews/:id/helpful')
  @RateLimit({ name: 'helpful-account', limit: MARKS_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiOkResponse({ type: HelpfulStateDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The review is your own' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such review, or its recipe is not public' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${MARKS_PER_HOUR} marks in an hour` })
  markHelpful(@IdParam() id: number, @CurrentUser() user: Principal): Promise<HelpfulStateDto> {
    return this.conversation.setHelpful(user, id, true);
  }

  /** Takes back the caller's helpful mark; taking back one not made changes nothing. */
  @Delete('reviews/:id/helpful')
  @RateLimit({ name: 'helpful-account', limit: MARKS_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiOkResponse({ type: HelpfulStateDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The review is your own' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such review, or its recipe is not public' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${MARKS_PER_HOUR} marks in an hour` })
  unmarkHelpful(@IdParam() id: number, @CurrentUser() user: Principal): Promise<HelpfulStateDto> {
    return this.conversation.setHelpful(user, id, false);
  }
}
