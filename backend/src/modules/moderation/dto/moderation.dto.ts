import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  MODERATION_LOG_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGETS,
  type ModerationAction,
  type ModerationLogAction,
  type ReportReason,
  type ReportTarget,
} from '@plantry/shared';
import { IsIn, IsOptional } from 'class-validator';
import { PlainLines } from '../../../common/dto/normalise.js';
import { RequiredText } from '../../../common/dto/required-text.js';
import { ReportTargetDto } from './report.dto.js';

const { reasonMax, suspendDays } = MODERATION_LIMITS;

/** An admin's decision on some content, with the reason the audit log keeps. */
export class ModerationInputDto extends ReportTargetDto {
  /** dismiss (nothing wrong: closes its reports, shows content hidden on reports again), hide, warn its writer, suspend its writer, or delete. */
  @ApiProperty({ enum: MODERATION_ACTIONS, enumName: 'ModerationAction' })
  @IsIn(MODERATION_ACTIONS, { message: `action must be one of: ${MODERATION_ACTIONS.join(', ')}` })
  action!: ModerationAction;

  /** Why, for the audit log (and, but for dismiss, the email to the writer): 1 to MODERATION_LIMITS.reasonMax characters. */
  @PlainLines()
  @RequiredText('Reason', reasonMax)
  reason!: string;

  /** For suspend only: how many days (1, 7 or 30). */
  @ApiPropertyOptional({ enum: suspendDays })
  @IsOptional()
  @IsIn(suspendDays, { message: `days must be one of: ${suspendDays.join(', ')}` })
  days?: number;
}

/** The reported content as the admin judges it, in its context. */
export class ReportedContentDto {
  @ApiProperty({ enum: REPORT_TARGETS, enumName: 'ReportTarget' })
  kind!: ReportTarget;
  id!: number;
  /** False when it is gone (deleted by its writer): only dismiss is left. */
  exists!: boolean;
  /** Where it is: the recipe's title, or the cook's name for a profile. */
  context!: string | null;
  /** The words reported: the recipe's description, the review's comment, the reply, the bio. */
  text!: string | null;
  /** A review's stars. */
  rating!: number | null;
  /** The page that shows it. */
  link!: string | null;
  ownerId!: number | null;
  ownerName!: string | null;
  /** Hidden now (for a recipe: not approved). */
  hidden!: boolean;
}

/** One member's report, as the queue lists it. */
export class ReportLineDto {
  id!: number;
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  reason!: ReportReason;
  note!: string | null;
  reporterId!: number;
  reporterName!: string;
  createdAt!: Date;
}

/** Content with open reports, and its reports, oldest first. */
export class ReportedItemDto {
  content!: ReportedContentDto;
  reports!: ReportLineDto[];
  firstReportedAt!: Date;
}

export class ReportQueuePageDto {
  /** The content first reported longest ago first. */
  items!: ReportedItemDto[];
  total!: number;
  limit!: number;
  offset!: number;
}

/** One line of the audit log. */
export class ModerationEntryDto {
  id!: number;
  @ApiProperty({ enum: MODERATION_LOG_ACTIONS, enumName: 'ModerationLogAction' })
  action!: ModerationLogAction;
  @ApiProperty({ enum: REPORT_TARGETS, enumName: 'ReportTarget' })
  targetKind!: ReportTarget;
  targetId!: number;
  /** The content as it was, cut to 300 characters. */
  summary!: string;
  reason!: string;
  /** Null for content hidden on trusted members' reports, or an admin since deleted. */
  adminId!: number | null;
  adminName!: string | null;
  targetUserId!: number | null;
  targetUserName!: string | null;
  suspendedUntil!: Date | null;
  createdAt!: Date;
}

export class ModerationLogPageDto {
  /** Newest first. */
  items!: ModerationEntryDto[];
  total!: number;
  limit!: number;
  offset!: number;
}
