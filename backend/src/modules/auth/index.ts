/** The auth module's door: registration, emailed links and signing in and out (its endpoints). */
export { AuthModule } from './auth.module.js';
