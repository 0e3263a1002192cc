import { PersonNameDto } from './person-name.dto.js';

/** The names a member may change on their profile (anything else is refused). */
export class UpdateProfileDto extends PersonNameDto {}
