import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MODERATION_LIMITS, REPORT_REASONS, REPORT_TARGETS, type ReportReason, type ReportTarget } from '@plantry/shared';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EmptyToNull, PlainLines } from '../../../common/dto/normalise.js';

const ID_MAX = 4_294_967_295;

/** What is reported (a recipe, review, reply or a member's profile) and its id. */
export class ReportTargetDto {
  @ApiProperty({ enum: REPORT_TARGETS, enumName: 'ReportTarget' })
  @IsIn(REPORT_TARGETS, { message: `targetKind must be one of: ${REPORT_TARGETS.join(', ')}` })
  targetKind!: ReportTarget;

  /** The recipe's, review's or reply's id; the member's id for a profile. */
  @IsInt({ message: 'targetId must be a positive whole number' })
  @Min(1, { message: 'targetId must be a positive whole number' })
  @Max(ID_MAX, { message: 'targetId must be a positive whole number' })
  targetId!: number;
}

/** A member's report: what, why, and optionally a note for the moderators. */
export class ReportInputDto extends ReportTargetDto {
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  @IsIn(REPORT_REASONS, { message: `reason must be one of: ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  /** Plain text (line ends kept), at most MODERATION_LIMITS.noteMax characters; blank is none. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @PlainLines()
  @EmptyToNull()
  @IsString({ message: 'Note must be text' })
  @MaxLength(MODERATION_LIMITS.noteMax, { message: `Note must be at most ${MODERATION_LIMITS.noteMax} characters` })
  note?: string | null;
}

/** The caller's open report of that content (the same one however often they send it). */
export class ReportDto {
  id!: number;
  @ApiProperty({ enum: REPORT_TARGETS, enumName: 'ReportTarget' })
  targetKind!: ReportTarget;
  targetId!: number;
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  reason!: ReportReason;
  note!: string | null;
  createdAt!: Date;
}
