import { Module } from '@nestjs/common';
import { ImageVariantsMaker } from './image-variants.maker.js';
import { ImagesProcessor } from './images.processor.js';

/** The images worker: width variants of stored images, and deleting discarded files. */
@Module({ providers: [ImagesProcessor, ImageVariantsMaker], exports: [ImagesProcessor] })
export class ImagesWorkerModule {}
