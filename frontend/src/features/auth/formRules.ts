import { t } from '@lingui/core/macro';
import type { FormRule } from 'antd';

/** Sign-in and registration emails (SPEC.md section 5). */
export const emailRules = (): FormRule[] => [{ required: true, type: 'email', message: t`Please enter a valid email` }];

/** A password of at least `min` characters: 6 to sign in and reset, 8 to register. */
export function passwordRules(min: number): FormRule[] {
  return [{ required: true, min, message: t`Password must be at least ${min} characters` }];
}

/** Names may not be blank (the server trims them, SPEC.md section 5). */
export const firstNameRules = (): FormRule[] => [{ required: true, whitespace: true, message: t`First name is required` }];
export const lastNameRules = (): FormRule[] => [{ required: true, whitespace: true, message: t`Last name is required` }];
