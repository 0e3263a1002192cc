import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { CooksController } from './cooks.controller.js';
import { CooksRepository } from './cooks.repository.js';
import { CooksService } from './cooks.service.js';

/** Cook profiles and following (docs/decisions/community.md). */
@Module({ imports: [RecipesModule], controllers: [CooksController], providers: [CooksService, CooksRepository], exports: [CooksService] })
export class CooksModule {}
