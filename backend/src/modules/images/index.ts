/** The images module's door: uploads checked, stored and described, by URL. */
export { ImageVariantDto, ImageVariantsDto } from './dto/image-variants.dto.js';
export { ImagesModule } from './images.module.js';
export { ImagesService, type ImageUpload } from './images.service.js';
export { ImagesProcessor } from './images.processor.js';
export { ImagesWorkerModule } from './images-worker.module.js';
export { writeVariants } from './image-files.js';
export { imageKeys } from './image-keys.js';
