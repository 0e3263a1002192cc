import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
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
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { CurrentUser, MaybeUser, OptionalUserGuard, SignedInGuard } from '../users/index.js';
import { CollectionsService } from './collections.service.js';
import {
  CollectionChangeDto,
  CollectionDto,
  CollectionEntryDto,
  CollectionInputDto,
  CollectionListQueryDto,
  CollectionRecipePageDto,
  CollectionSummaryDto,
} from './dto/collection.dto.js';
import { OwnCollectionGuard } from './own-collection.guard.js';

/** How many collections one member may create in an hour. */
const CREATED_PER_HOUR = 30;

@ApiTags('collections')
@Controller('collections')
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  /** The caller's collections, public and private, the latest changed first. With recipeId, each says whether it holds that recipe. */
  @Get()
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: [CollectionSummaryDto] })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A recipeId that is not a positive whole number' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  listCollections(@CurrentUser() user: Principal, @Query() query: CollectionListQueryDto): Promise<CollectionSummaryDto[]> {
    return this.collections.mine(user, query.recipeId);
  }

  /** Creates a collection, private unless isPublic is true. */
  @Post()
  @UseGuards(SignedInGuard, RateLimitGuard)
  @RateLimit({ name: 'collection-create', limit: CREATED_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiCreatedResponse({ type: CollectionDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A missing or too long name, a too long description, or too many collections' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${CREATED_PER_HOUR} collections created in an hour` })
  createCollection(@CurrentUser() user: Principal, @Body() input: CollectionInputDto): Promise<CollectionDto> {
    return this.collections.create(user, input);
  }

  /** A collection: everyone sees a public one; a private one is its owner's alone (404 to anyone else). */
  @Get(':id')
  @UseGuards(OptionalUserGuard)
  @ApiOkResponse({ type: CollectionDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An id that is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such collection, or a private one of someone else' })
  getCollection(@IdParam() id: number, @MaybeUser() user?: Principal): Promise<CollectionDto> {
    return this.collections.get(id, user);
  }

  /** A page of the collection's recipes that the caller may see, newest added first. */
  @Get(':id/recipes')
  @UseGuards(OptionalUserGuard)
  @ApiOkResponse({ type: CollectionRecipePageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An id, limit or offset out of range' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such collection, or a private one of someone else' })
  listCollectionRecipes(
    @IdParam() id: number,
    @Query() page: PageQueryDto,
    @MaybeUser() user?: Principal,
  ): Promise<CollectionRecipePageDto> {
    return this.collections.recipePage(id, page, user);
  }

  /** Renames the collection, changes its description, or makes it public or private. */
  @Patch(':id')
  @UseGuards(SignedInGuard, OwnCollectionGuard)
  @ApiOkResponse({ type: CollectionDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A blank or too long name, or a too long description' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Someone else's public collection" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such collection, or a private one of someone else' })
  updateCollection(@IdParam() id: number, @CurrentUser() user: Principal, @Body() input: CollectionChangeDto): Promise<CollectionDto> {
    return this.collections.change(user, id, input);
  }

  /** Deletes the collection; its recipes are not touched. */
  @Delete(':id')
  @HttpCode(204)
  @UseGuards(SignedInGuard, OwnCollectionGuard)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Someone else's public collection" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such collection, or a private one of someone else' })
  async deleteCollection(@IdParam() id: number, @CurrentUser() user: Principal): Promise<void> {
    await this.collections.remove(user, id);
  }

  /** Adds a recipe the caller can see; adding it again changes nothing. */
  @Put(':id/recipes/:recipeId')
  @UseGuards(SignedInGuard, OwnCollectionGuard)
  @ApiOkResponse({ type: CollectionEntryDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An id that is not a positive whole number, or a full collection' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Someone else's public collection" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such collection or recipe (or one the caller cannot see)' })
  addCollectionRecipe(
    @IdParam() id: number,
    @IdParam('recipeId') recipeId: number,
    @CurrentUser() user: Principal,
  ): Promise<CollectionEntryDto> {
    return this.collections.addRecipe(user, id, recipeId);
  }

  /** Takes a recipe out of the collection; taking out one that is not there changes nothing. */
  @Delete(':id/recipes/:recipeId')
  @UseGuards(SignedInGuard, OwnCollectionGuard)
  @ApiOkResponse({ type: CollectionEntryDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An id that is not a positive whole number' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: "Someone else's public collection" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such collection, or a private one of someone else' })
  removeCollectionRecipe(
    @IdParam() id: number,
    @IdParam('recipeId') recipeId: number,
    @CurrentUser() user: Principal,
  ): Promise<CollectionEntryDto> {
    return this.collections.removeRecipe(user, id, recipeId);
  }
}
