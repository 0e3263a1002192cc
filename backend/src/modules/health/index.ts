/** The health module's door. */
export { HealthModule } from './health.module.js';
