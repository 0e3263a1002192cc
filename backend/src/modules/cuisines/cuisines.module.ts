import { Module } from '@nestjs/common';
import { AdminCuisinesController } from './admin-cuisines.controller.js';
import { CuisinesController } from './cuisines.controller.js';
import { CuisinesRepository } from './cuisines.repository.js';
import { CuisinesService } from './cuisines.service.js';

@Module({
  controllers: [CuisinesController, AdminCuisinesController],
  providers: [CuisinesService, CuisinesRepository],
  exports: [CuisinesService],
})
export class CuisinesModule {}
