import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Required, non-blank text of at most `max` characters, with one clear message either way. */
export const RequiredText = (label: string, max: number) =>
  ValidateBy({
    name: 'requiredText',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= max,
      defaultMessage: ({ value }: ValidationArguments) =>
        typeof value === 'string' && value.trim() !== '' ? `${label} must be at most ${max} characters` : `${label} is required`,
    },
  });
