import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { infrastructureImports } from './infrastructure/infrastructure-imports.js';
import { SessionModule } from './common/auth/session.module.js';
import { EventsModule } from './common/events/events.module.js';
import { RequestContextModule } from './common/http/request-id.js';
import { MailOutboxModule } from './infrastructure/mail/mail-outbox.module.js';
import { AccountModule } from './modules/account/index.js';
import { AdminModule } from './modules/admin/index.js';
import { CeilingController } from './modules/bench/index.js';
import { AuthModule } from './modules/auth/index.js';
import { CollectionsModule } from './modules/collections/index.js';
import { CooksModule } from './modules/cooks/index.js';
import { ModerationModule } from './modules/moderation/index.js';
import { NotificationsModule } from './modules/notifications/index.js';
import { ContactModule } from './modules/contact/index.js';
import { CuisinesModule } from './modules/cuisines/index.js';
import { FavoritesModule } from './modules/favourites/index.js';
import { HealthModule } from './modules/health/index.js';
import { ImagesModule } from './modules/images/index.js';
import { ImportModule } from './modules/import/index.js';
import { LinkImportModule } from './modules/link-import/index.js';
import { RecipeCacheModule, RecipesModule } from './modules/recipes/index.js';
import { ReviewsModule } from './modules/reviews/index.js';
import { SeoModule } from './modules/seo/index.js';
import { ShoppingModule } from './modules/shopping/index.js';
import { SwapsModule } from './modules/swaps/index.js';
import { UsersModule } from './modules/users/index.js';

/** The HTTP API process. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...infrastructureImports(config, 'api'),
        RequestContextModule,
        EventsModule,
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
        ShoppingModule,
        SwapsModule,
        CooksModule,
        CollectionsModule,
        NotificationsModule,
        ModerationModule,
        AccountModule,
        AdminModule,
        ImportModule,
        LinkImportModule,
      ],
      controllers: config.benchCeiling ? [CeilingController] : [],
    };
  }
}
