/** The cuisines module's door. */
export { CuisinesModule } from './cuisines.module.js';
export { CUISINE_NOT_FOUND, CuisinesService, UNKNOWN_CUISINE } from './cuisines.service.js';
export { CuisineDto, PopularCuisineDto } from './dto/cuisine.dto.js';
