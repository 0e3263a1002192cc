/** The shopping list module's door. */
export { ShoppingModule } from './shopping.module.js';
export { ShoppingService } from './shopping.service.js';
