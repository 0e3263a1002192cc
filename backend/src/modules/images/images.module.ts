import { Global, Module } from '@nestjs/common';
import { QueueModule } from '../../infrastructure/queue/queue.module.js';
import { ImagesService } from './images.service.js';

/** Uploaded images for the API's modules (recipes now, reviews later). */
@Global()
@Module({ imports: [QueueModule], providers: [ImagesService], exports: [ImagesService] })
export class ImagesModule {}
