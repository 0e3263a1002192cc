import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type NotificationKind } from '@plantry/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ToOptionalInt } from '../../../common/dto/normalise.js';

/** One thing a member is told of. */
export class NotificationDto {
  id!: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind!: NotificationKind;
  /** What happened, in words: 'Wren Reviewer reviewed Coconut Dal'. */
  text!: string;
  /** Where it happened: the recipe's page or the follower's profile. */
  link!: string;
  createdAt!: Date;
  read!: boolean;
}

export class NotificationPageDto {
  items!: NotificationDto[];
  total!: number;
  /** How many of all the member's notifications are unread. */
  unread!: number;
  limit!: number;
  offset!: number;
}

export class UnreadCountDto {
  unread!: number;
}

/** A member's choice for one kind. */
export class NotificationSettingDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  @IsIn(NOTIFICATION_KINDS, { message: `kind must be one of: ${NOTIFICATION_KINDS.join(', ')}` })
  kind!: NotificationKind;

  /** Shown under the bell. */
  @IsBoolean({ message: 'inApp must be true or false' })
  inApp!: boolean;

  /** Sent by email (to a verified address). */
  @IsBoolean({ message: 'byEmail must be true or false' })
  byEmail!: boolean;
}

export class NotificationSettingsDto {
  @IsArray({ message: 'settings must be a list' })
  @ArrayMaxSize(NOTIFICATION_KINDS.length, { message: `settings has at most ${NOTIFICATION_KINDS.length} entries` })
  @ValidateNested({ each: true })
  @Type(() => NotificationSettingDto)
  settings!: NotificationSettingDto[];
}

/** An unsubscribe link's parameters, as the email's link and its List-Unsubscribe header carry them. */
export class UnsubscribeQueryDto {
  @ToOptionalInt()
  @IsInt({ message: 'This unsubscribe link is not valid' })
  @Min(1, { message: 'This unsubscribe link is not valid' })
  @Max(4_294_967_295, { message: 'This unsubscribe link is not valid' })
  user!: number;

  @ApiProperty({ enum: NOTIFICATION_KINDS })
  @IsIn(NOTIFICATION_KINDS, { message: 'This unsubscribe link is not valid' })
  kind!: NotificationKind;

  @IsString({ message: 'This unsubscribe link is not valid' })
  @MaxLength(64, { message: 'This unsubscribe link is not valid' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'This unsubscribe link is not valid' })
  token!: string;
}

/**
 * What a mail app sends with a one-click unsubscribe (RFC 8058): `List-Unsubscribe=One-Click`. The
 * unsubscribe page sends nothing. The link's query is the whole request; anything else is refused.
 */
export class OneClickDto {
  @ApiPropertyOptional({ enum: ['One-Click'], name: 'List-Unsubscribe' })
  @IsOptional()
  @IsIn(['One-Click'], { message: 'List-Unsubscribe must be One-Click' })
  'List-Unsubscribe'?: string;
}

/** What the unsubscribe did. */
export class UnsubscribedDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind!: NotificationKind;
  byEmail!: boolean;
}
