import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/recipes.module.js';
import { FavoritesController } from './favorites.controller.js';
import { FavoritesService } from './favorites.service.js';

@Module({ imports: [RecipesModule], controllers: [FavoritesController], providers: [FavoritesService], exports: [FavoritesService] })
export class FavoritesModule {}
