import { Module } from '@nestjs/common';
import { AdminCuisinesController } from './admin-cuisines.controller.js';
import { CuisinesController } from './cuisines.controller.js';
import { CuisinesService } from './cuisines.service.js';

@Module({ controllers: [CuisinesController, AdminCuisinesController], providers: [CuisinesService], exports: [CuisinesService] })
export class CuisinesModule {}
