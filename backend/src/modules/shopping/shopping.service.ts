import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { Principal } from '../../common/auth/principal.js';
import { RecipesService } from '../recipes/index.js';
import { NOT_SIGNED_IN, UsersService } from '../users/index.js';
import type { ShoppingItemDto, ShoppingListDto } from './dto/shopping.dto.js';
import type { ShoppingItem, ShoppingItemRecipe } from './entities/shopping-item.entity.js';
import { addQuantities, clip, mergedName, plainText, wantedOf, withRecipe, type Wanted } from './shopping-lines.js';
import { ITEM_NOT_FOUND, LIST_FULL, NOTHING_TO_BUY, SHOPPING_LIMITS } from './shopping-limits.js';
import { toItemDto, toListDto } from './shopping.mapper.js';
import { ShoppingRepository } from './shopping.repository.js';

/**
 * A member's shopping list: one list each, of items merged by what they are and their unit
 * (docs/decisions/shopping.md). Lines come read by the recipes module (RecipesService: a recipe's
 * `ingredientLines`, or `readLine` for a line the member writes). Every write takes the member's
 * row lock first (UsersService.lockMember), so that two writes of one list (a double click) take
 * turns instead of both adding the same new item, and none runs beside the account's removal.
 */
@Injectable()
export class ShoppingService {
  constructor(
    private readonly em: EntityManager,
    private readonly items: ShoppingRepository,
    private readonly recipes: RecipesService,
    private readonly users: UsersService,
  ) {}

  async list(user: Principal): Promise<ShoppingListDto> {
    return toListDto(await this.items.listOf(user.id));
  }

  /**
   * Adds every ingredient line of a recipe the member can see (404 otherwise), headings left out,
   * scaled to `servings` (servings ÷ the recipe's servings; for a recipe without servings,
   * `servings` is a multiple). Adding a recipe again adds its amounts again: it is cooked twice.
   */
  async addRecipe(user: Principal, recipeId: number, servings?: number): Promise<ShoppingListDto> {
    const recipe = await this.recipes.get(recipeId, user);
    const factor = servings === undefined ? 1 : recipe.servings ? servings / recipe.servings : servings;
    const wanted = recipe.ingredientLines.flatMap((line) => wantedOf(line, factor) ?? []);
    await this.add(user, wanted, { id: recipe.id, title: clip(recipe.title, SHOPPING_LIMITS.titleMax) });
    return this.list(user);
  }

  /** Adds a line the member wrote, read as an ingredient line ('2 onions'); a heading-like line is an item too. */
  async addLine(user: Principal, text: string): Promise<ShoppingListDto> {
    const line = this.recipes.readLine(plainText(text));
    const wanted = wantedOf({ ...line, isGroup: false }, 1);
    if (!wanted) throw new BadRequestException(NOTHING_TO_BUY);
    await this.add(user, [wanted]);
    return this.list(user);
  }

  /**
   * Merges what is wanted into the list: the same key and unit is one item, whose amounts add up
   * ('some' and an amount is the amount). An item already checked off (bought) that is wanted again
   * starts afresh, unchecked, with only the new amount. All or nothing: a list that would pass
   * its limit is left as it was (400).
   */
  private async add(user: Principal, wanted: Wanted[], recipe?: ShoppingItemRecipe): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await this.lockList(tx, user);
      const items = await this.items.allOf(tx, user.id);
      const bySlot = new Map(items.map((item) => [slotOf(item.itemKey, item.unit), item]));
      for (const line of wanted) {
        const slot = slotOf(line.key, line.unit);
        const item = bySlot.get(slot);
        if (item) merge(item, line, recipe);
        else if (bySlot.size >= SHOPPING_LIMITS.itemsMax) throw new BadRequestException(LIST_FULL);
        else bySlot.set(slot, this.items.add(tx, user.id, line, recipe ? [recipe] : []));
      }
    });
  }

  /** Checks an item off or back on; 404 for an item that is not on the member's list. */
  async setChecked(user: Principal, itemId: number, checked: boolean): Promise<ShoppingItemDto> {
    return this.em.fork().transactional(async (tx) => {
      await this.lockList(tx, user);
      const item = await this.items.itemOf(tx, user.id, itemId);
      if (!item) throw new NotFoundException(ITEM_NOT_FOUND);
      item.checked = checked;
      await tx.flush();
      return toItemDto(item);
    });
  }

  /** Removes an item; 404 for an item that is not on the member's list. */
  async remove(user: Principal, itemId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await this.lockList(tx, user);
      if (!(await this.items.remove(tx, user.id, itemId))) throw new NotFoundException(ITEM_NOT_FOUND);
    });
  }

  /** Clears the list, or only its checked (`checked` true) or unchecked (false) items. */
  async clear(user: Principal, checked?: boolean): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await this.lockList(tx, user);
      await this.items.clear(tx, user.id, checked);
    });
  }

  /** Inside the caller's transaction (which holds the member's row): removes their list, for the account's removal. */
  async removeAllBy(tx: EntityManager, userId: number): Promise<void> {
    await this.items.clear(tx, userId);
  }

  /** The member's row lock; an account removed meanwhile is nobody signed in. */
  private async lockList(tx: EntityManager, user: Principal): Promise<void> {
    if (!(await this.users.lockMember(tx, user.id))) throw new UnauthorizedException(NOT_SIGNED_IN);
  }
}

/** An item's place in the list: its key and unit. */
const slotOf = (key: string, unit: string) => `${unit}\u0000${key}`;

/** One more line of an item: amounts added up, or afresh when it was checked off. */
function merge(item: ShoppingItem, line: Wanted, recipe?: ShoppingItemRecipe): void {
  if (item.checked) {
    Object.assign(item, { checked: false, name: line.name, quantity: line.quantity, recipes: recipe ? [recipe] : [] });
    return;
  }
  const quantity = addQuantities(item.quantity, line.quantity);
  item.name = mergedName(item.name, line.name, item.unit, quantity);
  item.quantity = quantity;
  if (recipe) item.recipes = withRecipe(item.recipes, recipe);
}
