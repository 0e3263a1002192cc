import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { MaybeUser } from '../auth/current-user.decorator.js';
import { OptionalUserGuard } from '../auth/signed-in.guard.js';
import type { User } from '../users/entities/user.entity.js';
import { ListRecipesQueryDto } from './dto/list-recipes.query.dto.js';
import { RecipeDetailDto, RecipePageDto } from './dto/recipe.dto.js';
import { RecipesService } from './recipes.service.js';

@ApiTags('recipes')
@Controller('recipes')
@UseGuards(OptionalUserGuard)
export class RecipesController {
  constructor(private readonly recipes: RecipesService) {}

  /** One page of recipe cards, filtered, searched and sorted. */
  @Get()
  @ApiOkResponse({ type: RecipePageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid parameter' })
  listRecipes(@Query() query: ListRecipesQueryDto, @MaybeUser() user?: User): Promise<RecipePageDto> {
    return this.recipes.list(query, user);
  }

  /** A whole recipe. Unapproved recipes are found only by their author and admins. */
  @Get(':id')
  @ApiOkResponse({ type: RecipeDetailDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  getRecipe(@IdParam() id: number, @MaybeUser() user?: User): Promise<RecipeDetailDto> {
    return this.recipes.get(id, user);
  }
}
