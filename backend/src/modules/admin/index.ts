/** The admin module's door. */
export { AdminModule } from './admin.module.js';
export { mountQueueDashboard, QUEUE_DASHBOARD_PATH } from './queue-dashboard.js';
export { AccountRemovalService } from './account-removal.service.js';
