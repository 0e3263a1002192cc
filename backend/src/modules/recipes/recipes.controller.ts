import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
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
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { ImageUploads, uploadsOf } from '../../common/http/image-uploads.interceptor.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import type { Principal } from '../../common/auth/principal.js';
import { CurrentUser, MaybeUser, ONLY_HOME_COOKS, RequireRole, RolesGuard, OptionalUserGuard, SignedInGuard } from '../users/index.js';
import { ListRecipesQueryDto } from './dto/list-recipes.query.dto.js';
import { CreateRecipeFormDto, RecipeImagesBodyDto, RecipeImagesFormDto, RecipeInputDto } from './dto/recipe-input.dto.js';
import { EditableRecipeGuard } from './editable-recipe.guard.js';
import { FreeFromCountsDto, PantryFoodsDto, RecipeDetailDto, RecipePageDto } from './dto/recipe.dto.js';
import { RecipeEditorService } from './recipe-editor.service.js';
import { RecipesService } from './recipes.service.js';

@ApiTags('recipes')
@Controller('recipes')
export class RecipesController {
  constructor(
    private readonly recipes: RecipesService,
    private readonly editor: RecipeEditorService,
  ) {}

  /** One page of recipe cards, filtered, searched and sorted. */
  @Get()
  @UseGuards(OptionalUserGuard)
  @ApiOkResponse({ type: RecipePageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid parameter' })
  listRecipes(@Query() query: ListRecipesQueryDto, @MaybeUser() user?: Principal): Promise<RecipePageDto> {
    return this.recipes.list(query, user);
  }

  /**
   * For the list of these filters (the page's own parameters aside), how many recipes it would
   * hold with each free-from key added: the counts beside Browse's and Advanced search's free-from
   * filters. Counted over the approved recipes everyone sees, and cached as the lists are.
   */
  /**
   * "What can I cook?"'s suggestions: the foods most recipes have lines of, in the form `have`
   * takes, with how many recipes have each (cached as the lists are).
   */
  @Get('pantry-foods')
  @ApiOkResponse({ type: PantryFoodsDto })
  pantryFoods(): Promise<PantryFoodsDto> {
    return this.recipes.pantryFoods();
  }

  /** How many recipes of a list are free from each allergen. Takes the list's own parameters (search, cuisine, free-from…), so the filter shows its counts. */
  @Get('free-from-counts')
  @ApiOkResponse({ type: FreeFromCountsDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid parameter' })
  freeFromCounts(@Query() query: ListRecipesQueryDto): Promise<FreeFromCountsDto> {
    return this.recipes.freeFromCounts(query);
  }

  /** A whole recipe. Unapproved recipes are found only by their author and admins. */
  @Get(':id')
  @UseGuards(OptionalUserGuard)
  @ApiOkResponse({ type: RecipeDetailDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  getRecipe(@IdParam() id: number, @MaybeUser() user?: Principal): Promise<RecipeDetailDto> {
    return this.recipes.get(id, user);
  }

  /**
   * Shares a recipe (home cooks and admins). It is published at once. The first photo is featured;
   * photos are checked by decoding them and stored re-encoded without metadata.
   */
  @Post()
  @UseGuards(RolesGuard, RateLimitGuard)
  @RequireRole({ roles: ['home_cook', 'admin'], message: ONLY_HOME_COOKS })
  @RateLimit({ name: 'recipe-create-account', limit: 20, windowSeconds: 3600, by: byUser })
  @UseInterceptors(ImageUploads({ name: 'featuredImage', maxCount: 1 }, { name: 'galleryImages', maxCount: IMAGE_LIMITS.galleryImagesMax }))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: CreateRecipeFormDto })
  @ApiCreatedResponse({ type: RecipeDetailDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A missing or invalid field, or a file that is not a good image' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not a home cook or admin' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The same recipe (title and ingredients) exists' })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'An image over 10 MB, or photos over 40 MB together' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'More than 20 new recipes in an hour' })
  async createRecipe(@Body() input: RecipeInputDto, @Req() req: Request, @CurrentUser() user: Principal): Promise<RecipeDetailDto> {
    const uploads = [
      ...uploadsOf(req, 'featuredImage', () => 'The featured image'),
      ...uploadsOf(req, 'galleryImages', (i) => `Gallery image ${i + 1}`),
    ];
    const id = await this.editor.create(user, input, uploads);
    return this.recipes.get(id, user);
  }

  /** Replaces a recipe's text (author or admin). An edit by its author sends it back to review. */
  @Put(':id')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: RecipeDetailDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A missing or invalid field' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not the author or an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The same recipe (title and ingredients) exists' })
  async updateRecipe(@IdParam() id: number, @Body() input: RecipeInputDto, @CurrentUser() user: Principal): Promise<RecipeDetailDto> {
    await this.editor.update(user, id, input);
    return this.recipes.get(id, user);
  }

  /**
   * Replaces a recipe's photos (author or admin): the kept current images in the order given, then
   * the new uploads. The first becomes the featured image, the rest the gallery.
   */
  @Put(':id/images')
  // Who asks, how often, and whether the recipe is theirs, before a byte of the photos is read.
  @UseGuards(SignedInGuard, RateLimitGuard, EditableRecipeGuard)
  @RateLimit({ name: 'recipe-images-account', limit: 30, windowSeconds: 3600, by: byUser })
  @UseInterceptors(ImageUploads({ name: 'images', maxCount: IMAGE_LIMITS.recipeImagesMax }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: RecipeImagesFormDto })
  @ApiOkResponse({ type: RecipeDetailDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A file that is not a good image, too many images, or a foreign URL' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not the author or an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'An image over 10 MB, or photos over 40 MB together' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'More than 30 photo changes in an hour' })
  async replaceRecipeImages(
    @IdParam() id: number,
    @Body() form: RecipeImagesBodyDto,
    @Req() req: Request,
    @CurrentUser() user: Principal,
  ): Promise<RecipeDetailDto> {
    await this.editor.replaceImages(
      user,
      id,
      form.keepImages ?? [],
      uploadsOf(req, 'images', (i) => `New image ${i + 1}`),
    );
    return this.recipes.get(id, user);
  }

  /** Deletes a recipe with its reviews, favourites and files (author or admin). */
  @Delete(':id')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not the author or an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  async deleteRecipe(@IdParam() id: number, @CurrentUser() user: Principal): Promise<void> {
    await this.editor.delete(user, id);
  }
}
