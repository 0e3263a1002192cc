import { Module } from '@nestjs/common';
import { CuisinesController } from './cuisines.controller.js';
import { CuisinesService } from './cuisines.service.js';

@Module({ controllers: [CuisinesController], providers: [CuisinesService], exports: [CuisinesService] })
export class CuisinesModule {}
