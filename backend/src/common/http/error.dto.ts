import { ApiProperty } from '@nestjs/swagger';

/** The body of every error answer. */
export class ErrorDto {
  /** The HTTP status code. */
  statusCode!: number;

  @ApiProperty({
    description: 'What went wrong, in words a person understands (a list for field validation errors).',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
  })
  message!: string | string[];

  /** The status text, e.g. 'Bad Request'. */
  error!: string;
}
