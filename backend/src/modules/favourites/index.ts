/** The favourites module's door. */
export { FavoritesModule } from './favorites.module.js';
export { FavoritesService } from './favorites.service.js';
