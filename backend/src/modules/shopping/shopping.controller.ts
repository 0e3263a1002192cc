import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Principal } from '../../common/auth/principal.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { byUser, RateLimit, RateLimitGuard, type RateLimitRule } from '../../common/rate-limit/rate-limit.js';
import { CurrentUser, SignedInGuard } from '../users/index.js';
import {
  AddRecipeToShoppingListDto,
  AddShoppingItemDto,
  ClearShoppingListQueryDto,
  ShoppingItemDto,
  ShoppingListDto,
  UpdateShoppingItemDto,
} from './dto/shopping.dto.js';
import { ShoppingService } from './shopping.service.js';

/** Adding (a recipe or a line): each may write up to a recipe's worth of rows. */
const ADDS: RateLimitRule = { name: 'shopping-add-account', limit: 300, windowSeconds: 3600, by: byUser };
/** Checking off, removing and clearing: a whole list checked item by item, several times over. */
const CHANGES: RateLimitRule = { name: 'shopping-change-account', limit: 1200, windowSeconds: 3600, by: byUser };

/** The member's shopping list. Who asks is known (401 otherwise) before any body is looked at. */
@ApiTags('shopping-list')
@Controller('shopping-list')
@UseGuards(SignedInGuard, RateLimitGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class ShoppingController {
  constructor(private readonly shopping: ShoppingService) {}

  /** The member's shopping list: what is still to buy first, then what is checked, each by name. */
  @Get()
  @ApiOkResponse({ type: ShoppingListDto })
  listShoppingList(@CurrentUser() user: Principal): Promise<ShoppingListDto> {
    return this.shopping.list(user);
  }

  /**
   * Adds a recipe's ingredients to the list, scaled to the servings asked for, each merged with the
   * item of the same name and unit. Adding a recipe twice adds its amounts twice. Answers the list.
   */
  @Post('recipes/:id')
  @HttpCode(200)
  @RateLimit(ADDS)
  @ApiOkResponse({ type: ShoppingListDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid id or servings, or a list that would pass 300 items' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe, or the member cannot see it' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many additions in an hour' })
  addRecipeToShoppingList(
    @IdParam() recipeId: number,
    @Body() body: AddRecipeToShoppingListDto,
    @CurrentUser() user: Principal,
  ): Promise<ShoppingListDto> {
    return this.shopping.addRecipe(user, recipeId, body.servings ?? undefined);
  }

  /** Adds a line the member writes ('2 onions'), read and merged as a recipe's lines are. Answers the list. */
  @Post('items')
  @HttpCode(200)
  @RateLimit(ADDS)
  @ApiOkResponse({ type: ShoppingListDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No text, text over 1000 characters, or a list that would pass 300 items' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many additions in an hour' })
  addShoppingItem(@Body() body: AddShoppingItemDto, @CurrentUser() user: Principal): Promise<ShoppingListDto> {
    return this.shopping.addLine(user, body.text);
  }

  /** Checks an item off, or back on. */
  @Patch('items/:itemId')
  @RateLimit(CHANGES)
  @ApiOkResponse({ type: ShoppingItemDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid itemId, or checked is not true or false' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "No such item on the member's list" })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many changes in an hour' })
  updateShoppingItem(
    @IdParam('itemId') itemId: number,
    @Body() body: UpdateShoppingItemDto,
    @CurrentUser() user: Principal,
  ): Promise<ShoppingItemDto> {
    return this.shopping.setChecked(user, itemId, body.checked);
  }

  /** Removes an item from the list. */
  @Delete('items/:itemId')
  @HttpCode(204)
  @RateLimit(CHANGES)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An invalid itemId' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "No such item on the member's list" })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many changes in an hour' })
  async removeShoppingItem(@IdParam('itemId') itemId: number, @CurrentUser() user: Principal): Promise<void> {
    await this.shopping.remove(user, itemId);
  }

  /** Clears the list: with `checked=true` only the checked items (`checked=false`: only the unchecked ones). */
  @Delete()
  @HttpCode(204)
  @RateLimit(CHANGES)
  @ApiNoContentResponse({ description: 'Cleared' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'checked is not true or false' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many changes in an hour' })
  async clearShoppingList(@Query() query: ClearShoppingListQueryDto, @CurrentUser() user: Principal): Promise<void> {
    await this.shopping.clear(user, query.checked);
  }
}
