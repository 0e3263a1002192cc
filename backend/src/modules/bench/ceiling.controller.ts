import { BadRequestException, Controller, Get, Header, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';

const bodies = new Map<number, string>();

/** A JSON body of exactly `bytes` bytes, made once per size. */
function constantBody(bytes: number): string {
  let body = bodies.get(bytes);
  if (!body) {
    const shell = JSON.stringify({ items: [], filler: '' });
    body = JSON.stringify({ items: [], filler: 'x'.repeat(Math.max(0, bytes - shell.length)) });
    bodies.set(bytes, body);
  }
  return body;
}

/**
 * The benchmark's ceiling (bench/perf): the same application, middleware and all, answering a
 * constant JSON body of the size of a real answer, so that each endpoint is measured as a share of
 * what this stack can serve at all. Present only when BENCH_CEILING=true.
 */
@ApiExcludeController()
@Controller('bench')
export class CeilingController {
  @Get('ceiling')
  @Header('Content-Type', 'application/json; charset=utf-8')
  ceiling(@Query('bytes') bytes: string): string {
    const size = Number(bytes);
    if (!Number.isInteger(size) || size < 0 || size > 1_000_000)
      throw new BadRequestException('bytes must be a whole number up to 1000000');
    return constantBody(size);
  }
}
