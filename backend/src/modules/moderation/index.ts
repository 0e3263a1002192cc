/** The moderation module's door: nothing else depends on it, it only exposes its endpoints. */
export { ModerationModule } from './moderation.module.js';
