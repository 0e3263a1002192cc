import { Body, Delete, Get, HttpCode, Patch, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import type { Principal } from '../../common/auth/principal.js';
import { CurrentUser, AdminOnly } from '../users/index.js';
import { AdminRecipePageDto, AdminRecipesQueryDto } from './dto/admin-recipe.dto.js';
import { RecipeApprovalDto } from './dto/approval.dto.js';
import { RecipeDetailDto } from './dto/recipe.dto.js';
import { RecipeEditorService } from './recipe-editor.service.js';
import { RecipesService } from './recipes.service.js';

/** Recipe Management: every recipe, pending ones and vegan-check flags included; approve and delete. */
@AdminOnly('admin/recipes')
export class AdminRecipesController {
  constructor(
    private readonly recipes: RecipesService,
    private readonly editor: RecipeEditorService,
  ) {}

  /** One sorted page of all recipes, filtered by status, vegan-check flags and search words. */
  @Get()
  @ApiOkResponse({ type: AdminRecipePageDto })
  listAdminRecipes(@Query() query: AdminRecipesQueryDto): Promise<AdminRecipePageDto> {
    return this.recipes.adminPage(query);
  }

  /** Approves a recipe (published) or takes it back to review. */
  @Patch(':id')
  @ApiOkResponse({ type: RecipeDetailDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  async setRecipeApproval(
    @IdParam() id: number,
    @Body() body: RecipeApprovalDto,
    @CurrentUser() user: Principal,
  ): Promise<RecipeDetailDto> {
    await this.editor.setApproval(id, body.isApproved);
    return this.recipes.get(id, user);
  }

  /** Deletes any recipe with its reviews, favourites and files. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  async deleteAnyRecipe(@IdParam() id: number, @CurrentUser() user: Principal): Promise<void> {
    await this.editor.delete(user, id);
  }
}
