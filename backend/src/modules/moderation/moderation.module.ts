import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/index.js';
import { RecipesModule } from '../recipes/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { AdminModerationController } from './admin-moderation.controller.js';
import { ModerationEffects } from './moderation-effects.js';
import { ModerationRepository } from './moderation.repository.js';
import { ModerationService } from './moderation.service.js';
import { ReportsController } from './reports.controller.js';

/** Reporting and moderation (docs/decisions/community.md): members' reports, the admin's decisions and the audit log. */
@Module({
  imports: [AdminModule, RecipesModule, ReviewsModule],
  controllers: [ReportsController, AdminModerationController],
  providers: [ModerationService, ModerationRepository, ModerationEffects],
})
export class ModerationModule {}
