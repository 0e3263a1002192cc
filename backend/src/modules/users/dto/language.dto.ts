import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGES, type Language } from '../../../common/i18n/index.js';

/** The language a member switched the site to. */
export class LanguageDto {
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', example: 'es' })
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language!: Language;
}
