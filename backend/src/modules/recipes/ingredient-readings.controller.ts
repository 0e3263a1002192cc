import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { SignedInGuard } from '../users/index.js';
import { IngredientReadingsDto, ReadIngredientsDto } from './dto/ingredient-readings.dto.js';
import { RecipesService } from './recipes.service.js';

@ApiTags('recipes')
@Controller('recipes/read-ingredients')
export class IngredientReadingsController {
  constructor(private readonly recipes: RecipesService) {}

  /**
   * Reads ingredient lines as a recipe's answers read them (amount, unit, name, note), stores
   * nothing: the recipe editor shows its author how their lines read, to correct them before saving.
   */
  @Post()
  @HttpCode(200)
  @UseGuards(SignedInGuard, RateLimitGuard)
  @RateLimit({ name: 'read-ingredients', limit: 600, windowSeconds: 3600, by: byUser })
  @ApiOkResponse({ type: IngredientReadingsDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No lines, too many, or a line too long' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'More than 600 readings in an hour' })
  readIngredients(@Body() input: ReadIngredientsDto): IngredientReadingsDto {
    return this.recipes.readIngredients(input.ingredients);
  }
}
