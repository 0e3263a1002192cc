import { Body, Controller, Delete, HttpCode, Patch, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ONLY_ADMINS, RequireRole, RolesGuard } from '../auth/roles.guard.js';
import type { User } from '../users/entities/user.entity.js';
import { RecipeApprovalDto } from './dto/approval.dto.js';
import { RecipeDetailDto } from './dto/recipe.dto.js';
import { RecipeEditorService } from './recipe-editor.service.js';
import { RecipesService } from './recipes.service.js';

@ApiTags('admin')
@Controller('admin/recipes')
@UseGuards(RolesGuard)
@RequireRole({ roles: ['admin'], message: ONLY_ADMINS })
export class AdminRecipesController {
  constructor(
    private readonly recipes: RecipesService,
    private readonly editor: RecipeEditorService,
  ) {}

  /** Approves a recipe (published) or takes it back to review. */
  @Patch(':id')
  @ApiOkResponse({ type: RecipeDetailDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'isApproved is not true or false' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  async setRecipeApproval(@IdParam() id: number, @Body() body: RecipeApprovalDto, @CurrentUser() user: User): Promise<RecipeDetailDto> {
    await this.editor.setApproval(id, body.isApproved);
    return this.recipes.get(id, user);
  }

  /** Deletes any recipe with its reviews, favourites and files. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe' })
  async deleteAnyRecipe(@IdParam() id: number, @CurrentUser() user: User): Promise<void> {
    await this.editor.delete(user, id);
  }
}
