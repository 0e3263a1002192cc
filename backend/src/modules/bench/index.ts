/** The bench module's door: a constant answer for the API benchmark's ceiling. */
export { CeilingController } from './ceiling.controller.js';
