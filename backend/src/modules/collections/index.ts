/** The collections module's door: members' named collections of recipes, public or private. */
export { CollectionDto } from './dto/collection.dto.js';
export { CollectionsModule } from './collections.module.js';
export { CollectionsService } from './collections.service.js';
