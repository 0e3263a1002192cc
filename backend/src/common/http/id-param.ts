import { BadRequestException, Param, ParseIntPipe } from '@nestjs/common';
import type { Request } from 'express';

const MAX_ID = 4_294_967_295; // INT UNSIGNED

const notAnId = (name: string) => new BadRequestException(`${name} must be a positive whole number`);

/** A numeric id in the path: 400 for anything but a positive whole number. */
export const IdParam = (name = 'id') =>
  Param(name, new ParseIntPipe({ exceptionFactory: () => notAnId(name) }), {
    transform: (value: number) => {
      if (value < 1 || value > MAX_ID) throw notAnId(name);
      return value;
    },
  });

/** The same id read by a guard, before any pipe runs (and before the body is read): 400 as IdParam answers it. */
export function pathId(req: Request, name = 'id'): number {
  const text = req.params[name];
  const value = typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= MAX_ID)) throw notAnId(name);
  return value;
}
