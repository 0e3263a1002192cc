import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { SwapVotesController } from './swap-votes.controller.js';
import { SwapVotesRepository } from './swap-votes.repository.js';
import { SwapVotesService } from './swap-votes.service.js';

/** Members' word on which swaps worked in which recipes (the swaps themselves are @plantry/shared's). */
@Module({ imports: [RecipesModule], controllers: [SwapVotesController], providers: [SwapVotesService, SwapVotesRepository] })
export class SwapsModule {}
