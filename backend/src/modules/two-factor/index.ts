/** The two-factor module's door: the member's authenticator and recovery codes, and the sign-in's second step. */
export { SecondFactorDto } from './dto/second-factor.dto.js';
export { TwoFactorModule } from './two-factor.module.js';
export { TwoFactorService, type SecondFactor } from './two-factor.service.js';
