import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { infrastructureImports } from './infrastructure/infrastructure-imports.js';
import { SessionModule } from './common/auth/session.module.js';
import { MailOutboxModule } from './infrastructure/mail/mail-outbox.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { CeilingController } from './modules/bench/ceiling.controller.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { CuisinesModule } from './modules/cuisines/cuisines.module.js';
import { FavoritesModule } from './modules/favourites/favorites.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { ImagesModule } from './modules/images/images.module.js';
import { ImportModule } from './modules/import/import.module.js';
import { RecipeCacheModule } from './modules/recipes/recipe-cache.module.js';
import { RecipesModule } from './modules/recipes/recipes.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { SeoModule } from './modules/seo/seo.module.js';
import { UsersModule } from './modules/users/users.module.js';

/** The HTTP API process. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...infrastructureImports(config),
        SessionModule,
        MailOutboxModule,
        SeoModule,
        HealthModule,
        UsersModule,
        AuthModule,
        ContactModule,
        CuisinesModule,
        ImagesModule,
        RecipeCacheModule,
        RecipesModule,
        FavoritesModule,
        ReviewsModule,
        AdminModule,
        ImportModule,
      ],
      controllers: config.benchCeiling ? [CeilingController] : [],
    };
  }
}
