import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/index.js';
import { RecipesModule } from '../recipes/index.js';
import { ImportFiles } from './import-files.js';
import { ImportImages } from './import-images.js';
import { ImportProcessor } from './import.processor.js';
import { ImportRunner } from './import-runner.js';
import { ImportWriter } from './import-writer.js';
import { ImportsRepository } from './imports.repository.js';

/** The import worker: reads stored CSV files into recipes. */
@Module({
  imports: [ImagesModule, RecipesModule],
  providers: [ImportProcessor, ImportRunner, ImportWriter, ImportImages, ImportFiles, ImportsRepository],
  exports: [ImportProcessor],
})
export class ImportWorkerModule {}
