import { BadRequestException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Far deeper than any body the API reads (a recipe is three levels), far shallower than a stack. */
export const BODY_DEPTH_MAX = 32;
export const TOO_DEEP = `The request body is nested too deeply (at most ${BODY_DEPTH_MAX} levels)`;

/** Whether objects and arrays in `value` nest more than `max` levels; walks without recursion. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Every parsed body (JSON, forms) is measured before validation: class-transformer recurses
 * without a limit, so a 4 KB body nested 2,000 levels deep overflowed the stack (a 500). Too
 * deep is a 400.
 */
@Injectable()
export class BodyDepthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { body } = context.switchToHttp().getRequest<Request>();
    if (nestedDeeperThan(body, BODY_DEPTH_MAX)) throw new BadRequestException(TOO_DEEP);
    return true;
  }
}
