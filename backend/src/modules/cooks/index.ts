/** The cooks module's door: profiles of members as everyone sees them, and who follows whom. */
export { CookProfileDto } from './dto/cook.dto.js';
export { CooksModule } from './cooks.module.js';
export { CooksService } from './cooks.service.js';
