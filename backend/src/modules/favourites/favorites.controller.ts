import { Body, Controller, Delete, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import type { Principal } from '../../common/auth/principal.js';
import { CurrentUser, SignedInGuard } from '../users/index.js';
import { AddFavoriteDto, FavoritePageDto, FavoriteStatusDto } from './dto/favorite.dto.js';
import { FavoritesService } from './favorites.service.js';

@ApiTags('favorites')
@Controller('favorites')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  /** The member's saved recipes, most recently saved first. */
  @Get()
  @ApiOkResponse({ type: FavoritePageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid limit or offset' })
  listFavorites(@Query() page: PageQueryDto, @CurrentUser() user: Principal): Promise<FavoritePageDto> {
    return this.favorites.list(user, page);
  }

  /** Saves a recipe; saving it again changes nothing. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: FavoriteStatusDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'recipeId is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  async addFavorite(@Body() body: AddFavoriteDto, @CurrentUser() user: Principal): Promise<FavoriteStatusDto> {
    await this.favorites.add(user, body.recipeId);
    return { isFavorite: true };
  }

  /** Removes a saved recipe; removing one that is not saved changes nothing. */
  @Delete(':recipeId')
  @ApiOkResponse({ type: FavoriteStatusDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'recipeId is not a positive whole number' })
  async removeFavorite(@IdParam('recipeId') recipeId: number, @CurrentUser() user: Principal): Promise<FavoriteStatusDto> {
    await this.favorites.remove(user, recipeId);
    return { isFavorite: false };
  }

  /** Whether the member has saved this recipe. */
  @Get(':recipeId/check')
  @ApiOkResponse({ type: FavoriteStatusDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'recipeId is not a positive whole number' })
  async checkFavorite(@IdParam('recipeId') recipeId: number, @CurrentUser() user: Principal): Promise<FavoriteStatusDto> {
    return { isFavorite: await this.favorites.isFavorite(user, recipeId) };
  }
}
