/** The contact module's door. */
export { ContactModule } from './contact.module.js';
export { ContactService } from './contact.service.js';
