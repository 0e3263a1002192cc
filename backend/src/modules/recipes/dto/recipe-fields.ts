import { RECIPE_LIMITS, parseTags, parseTextList } from '@plantry/shared';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { ToOptionalInt } from '../../../common/dto/normalise.js';

export const ToTextList = () => Transform(({ value }) => parseTextList(value) ?? value);
export const ToTags = () => Transform(({ value }) => parseTags(value) ?? value);

/** A JSON text read as its value; anything else is left for the validators to refuse. */
export function jsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
/** A non-empty list of lines (ingredients or steps), read from any accepted form. */
export const RequiredLines = (noun: string, plural: string) =>
  ValidateBy({
    name: 'requiredLines',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.length > 0 &&
        value.length <= RECIPE_LIMITS.listItemsMax &&
        value.every((line) => typeof line === 'string' && line.length <= RECIPE_LIMITS.listItemMax),
      defaultMessage: ({ value }: ValidationArguments) => {
        if (!Array.isArray(value)) return `${plural} are required: a list, or one per line`;
        if (value.length === 0) return `Add at least one ${noun}`;
        if (value.length > RECIPE_LIMITS.listItemsMax) return `At most ${RECIPE_LIMITS.listItemsMax} ${plural.toLowerCase()}`;
        return `Each ${noun} must be at most ${RECIPE_LIMITS.listItemMax} characters`;
      },
    },
  });

/** Tags: a list of at most tagsMax short words. */
export const TagList = () =>
  ValidateBy({
    name: 'tagList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.length <= RECIPE_LIMITS.tagsMax &&
        value.every((tag) => typeof tag === 'string' && tag.length <= RECIPE_LIMITS.tagMax),
      defaultMessage: ({ value }: ValidationArguments) => {
        if (!Array.isArray(value)) return 'Tags must be a list or comma-separated text';
        if (value.length > RECIPE_LIMITS.tagsMax) return `At most ${RECIPE_LIMITS.tagsMax} tags`;
        return `Each tag must be at most ${RECIPE_LIMITS.tagMax} characters`;
      },
    },
  });

/** An optional whole number in [min, max] (null or '' for none), with the words for each way it can be wrong. */
export const OptionalWholeNumber = (rule: {
  min: number;
  max?: number;
  notWhole: string;
  tooSmall?: string;
  tooBig?: string;
  description?: string;
}) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: rule.min, maximum: rule.max, description: rule.description }),
    IsOptional(),
    ToOptionalInt(),
    IsInt({ message: rule.notWhole }),
    Min(rule.min, { message: rule.tooSmall ?? rule.notWhole }),
    ...(rule.max === undefined ? [] : [Max(rule.max, { message: rule.tooBig })]),
  );
