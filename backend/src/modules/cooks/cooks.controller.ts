import { Controller, Delete, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { RecipePageDto } from '../recipes/index.js';
import { CurrentUser, MaybeUser, OptionalUserGuard, SignedInGuard } from '../users/index.js';
import { CooksService } from './cooks.service.js';
import { CookProfileDto, FollowStateDto } from './dto/cook.dto.js';

/** How many follows and unfollows one member may make in an hour. */
const FOLLOWS_PER_HOUR = 200;

@ApiTags('cooks')
@Controller()
export class CooksController {
  constructor(private readonly cooks: CooksService) {}

  /** A cook's public profile: name, picture, bio, when they joined and their counts (never their email). Their recipes: GET /api/recipes?authorId={id}&isApproved=true. */
  @Get('cooks/:id')
  @UseGuards(OptionalUserGuard)
  @ApiOkResponse({ type: CookProfileDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An id that is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such member' })
  getCook(@IdParam() id: number, @MaybeUser() user?: Principal): Promise<CookProfileDto> {
    return this.cooks.profile(id, user);
  }

  /** Follows a cook: their new recipes show in the caller's Following feed. Following them again changes nothing. */
  @Post('cooks/:id/follow')
  @HttpCode(200)
  @UseGuards(SignedInGuard, RateLimitGuard)
  @RateLimit({ name: 'follow-account', limit: FOLLOWS_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiOkResponse({ type: FollowStateDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Following oneself, or more cooks than allowed' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such member' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${FOLLOWS_PER_HOUR} follows and unfollows in an hour` })
  followCook(@IdParam() id: number, @CurrentUser() user: Principal): Promise<FollowStateDto> {
    return this.cooks.follow(user, id);
  }

  /** Stops following a cook; unfollowing one not followed changes nothing. */
  @Delete('cooks/:id/follow')
  @UseGuards(SignedInGuard, RateLimitGuard)
  @RateLimit({ name: 'follow-account', limit: FOLLOWS_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiOkResponse({ type: FollowStateDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An id that is not a positive whole number' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such member' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${FOLLOWS_PER_HOUR} follows and unfollows in an hour` })
  unfollowCook(@IdParam() id: number, @CurrentUser() user: Principal): Promise<FollowStateDto> {
    return this.cooks.unfollow(user, id);
  }

  /** The Following feed: the approved recipes of the cooks the caller follows, newest first. */
  @Get('following/recipes')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: RecipePageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A limit or offset out of range' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  listFollowingRecipes(@CurrentUser() user: Principal, @Query() page: PageQueryDto): Promise<RecipePageDto> {
    return this.cooks.feed(user, page);
  }
}
