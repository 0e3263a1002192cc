/** The passkeys module's door: the member's passkeys (WebAuthn credentials) and the check of a passkey sign-in. */
export { PasskeyOptionsDto, PasskeySignInDto } from './dto/passkey.dto.js';
export { PasskeysModule } from './passkeys.module.js';
export { PasskeysService, type PasskeySignIn } from './passkeys.service.js';
