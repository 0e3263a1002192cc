/** The account module's door: a member's download of their data and the deletion of their own account. */
export { AccountModule } from './account.module.js';
