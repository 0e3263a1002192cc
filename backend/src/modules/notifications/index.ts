/** The notifications module's door: what members are told of, under the bell and by email. */
export { NotificationsModule } from './notifications.module.js';
export { NotificationsService } from './notifications.service.js';
