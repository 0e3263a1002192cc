import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { Principal } from '../../common/auth/principal.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { requestLanguage, translateApiMessage } from '../../common/i18n/index.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { CurrentUser, ONLY_HOME_COOKS, RequireRole, RolesGuard } from '../users/index.js';
import { RecipeLinkDto, RecipeLinkRequestDto, RecipeLinkStartedDto } from './dto/recipe-link.dto.js';
import { LINK_MESSAGES } from './link-messages.js';
import { RecipeLinksService } from './recipe-links.service.js';

/** Import from a link: a recipe page read into a draft for the editor (home cooks and admins). */
@ApiTags('recipes')
@Controller('recipe-links')
@UseGuards(RolesGuard)
@RequireRole({ roles: ['home_cook', 'admin'], message: ONLY_HOME_COOKS })
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'Not a home cook or admin' })
export class RecipeLinksController {
  constructor(private readonly links: RecipeLinksService) {}

  /**
   * Starts reading a recipe page. The worker fetches it (public addresses only, checked after DNS
   * and on every redirect) and reads its schema.org Recipe; ask for the draft with the id.
   */
  @Post()
  @HttpCode(202)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'recipe-link-account', limit: 30, windowSeconds: 3600, by: byUser })
  @ApiAcceptedResponse({ type: RecipeLinkStartedDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: `Not an http(s) address, or a private or local one: '${LINK_MESSAGES.privateAddress}'`,
  })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'More than 30 links in an hour' })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: 'The queue (Redis) is not reachable' })
  startRecipeLink(@CurrentUser() user: Principal, @Body() input: RecipeLinkRequestDto): Promise<RecipeLinkStartedDto> {
    return this.links.start(user, input.url);
  }

  /**
   * The state of a link import: reading, done with its draft, or failed with the reason in words.
   *
   * The reason, and why the picture was left out, are in the request's language (Accept-Language).
   */
  @Get(':id')
  @ApiOkResponse({ type: RecipeLinkDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "Over (kept for an hour), never started, or another member's" })
  async getRecipeLink(
    @CurrentUser() user: Principal,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Req() req: Request,
  ): Promise<RecipeLinkDto> {
    const link = await this.links.status(user, id);
    const language = requestLanguage(req);
    const words = (text: string | null) => text && translateApiMessage(text, language);
    return {
      ...link,
      message: words(link.message),
      recipe: link.recipe && { ...link.recipe, pictureProblem: words(link.recipe.pictureProblem) },
    };
  }
}
