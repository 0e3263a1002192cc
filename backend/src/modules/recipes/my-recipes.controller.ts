import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import type { Principal } from '../../common/auth/principal.js';
import { CurrentUser, SignedInGuard } from '../users/index.js';
import { MyRecipesQueryDto } from './dto/my-recipes.query.dto.js';
import { MyRecipesPageDto } from './dto/recipe.dto.js';
import { RecipesService } from './recipes.service.js';

@ApiTags('recipes')
@Controller('my-recipes')
@UseGuards(SignedInGuard)
export class MyRecipesController {
  constructor(private readonly recipes: RecipesService) {}

  /** The caller's recipes, pending ones included, one page at a time, with the figures of the My Recipes screen. */
  @Get()
  @ApiOkResponse({ type: MyRecipesPageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid parameter' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  listMyRecipes(@Query() query: MyRecipesQueryDto, @CurrentUser() user: Principal): Promise<MyRecipesPageDto> {
    return this.recipes.mine(query, user);
  }
}
