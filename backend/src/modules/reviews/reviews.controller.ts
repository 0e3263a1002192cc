import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IMAGE_LIMITS } from '@plantry/shared';
import type { Request } from 'express';
import { ReviewPageQueryDto } from './dto/review-conversation.dto.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { ImageUploads, uploadsOf } from '../../common/http/image-uploads.interceptor.js';
import { byAddress, byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import type { Principal } from '../../common/auth/principal.js';
import { CurrentUser, MaybeUser, OptionalUserGuard, SignedInGuard } from '../users/index.js';
import { CreateReviewDto, CreateReviewFormDto, UpdateReviewDto } from './dto/review-input.dto.js';
import { ReviewDto, ReviewPageDto } from './dto/review.dto.js';
import { ReviewableRecipeGuard } from './reviewable-recipe.guard.js';
import { ReviewsService } from './reviews.service.js';

export const TOO_MANY_REVIEW_IMAGES = `Too many images: Please select up to ${IMAGE_LIMITS.reviewImagesMax} images only.`;

@ApiTags('reviews')
@Controller('recipes/:id/reviews')
export class RecipeReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** A recipe's reviews, newest or most helpful first, with their replies. Reviewers are shown by name, never by email. */
  @Get()
  @UseGuards(OptionalUserGuard)
  @ApiOkResponse({ type: ReviewPageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid id, limit or offset' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe, or it is not public' })
  listReviews(@IdParam() recipeId: number, @Query() page: ReviewPageQueryDto, @MaybeUser() user?: Principal): Promise<ReviewPageDto> {
    return this.reviews.list(recipeId, page, user);
  }

  /** Reviews a public recipe once, with up to 5 photos. Its author cannot review it. */
  @Post()
  // Who asks, how often, and whether they may review this recipe, before a byte of the photos is read.
  @UseGuards(SignedInGuard, RateLimitGuard, ReviewableRecipeGuard)
  @RateLimit(
    { name: 'review-account', limit: 30, windowSeconds: 3600, by: byUser },
    { name: 'review-address', limit: 60, windowSeconds: 3600, by: byAddress },
  )
  @UseInterceptors(ImageUploads({ name: 'images', maxCount: IMAGE_LIMITS.reviewImagesMax, tooMany: TOO_MANY_REVIEW_IMAGES }))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: CreateReviewFormDto })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A bad rating or comment, more than 5 photos, or a file that is not a good image' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The recipe is your own' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe, or it is not public' })
  @ApiConflictResponse({ type: ErrorDto, description: 'You have already reviewed this recipe' })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'A photo over 10 MB, or photos over 40 MB together' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many reviews in an hour' })
  createReview(
    @IdParam() recipeId: number,
    @Body() input: CreateReviewDto,
    @Req() req: Request,
    @CurrentUser() user: Principal,
  ): Promise<ReviewDto> {
    return this.reviews.create(
      user,
      recipeId,
      input,
      uploadsOf(req, 'images', (i) => `Photo ${i + 1}`),
    );
  }
}

@ApiTags('reviews')
@Controller('reviews')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorDto, description: "Not the review's author or an admin" })
@ApiNotFoundResponse({ type: ErrorDto, description: 'No such review' })
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Changes a review's rating or comment (its author or an admin). Photos stay as posted. */
  @Patch(':id')
  @ApiOkResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A bad rating or comment' })
  updateReview(@IdParam() id: number, @Body() input: UpdateReviewDto, @CurrentUser() user: Principal): Promise<ReviewDto> {
    return this.reviews.update(user, id, input);
  }

  /** Deletes a review with its photos (its author or an admin). */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async deleteReview(@IdParam() id: number, @CurrentUser() user: Principal): Promise<void> {
    await this.reviews.delete(user, id);
  }
}
