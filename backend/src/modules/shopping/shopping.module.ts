import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { ShoppingController } from './shopping.controller.js';
import { ShoppingRepository } from './shopping.repository.js';
import { ShoppingService } from './shopping.service.js';

@Module({
  imports: [RecipesModule],
  controllers: [ShoppingController],
  providers: [ShoppingService, ShoppingRepository],
  exports: [ShoppingService],
})
export class ShoppingModule {}
