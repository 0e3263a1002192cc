import { BadRequestException, Param, ParseIntPipe } from '@nestjs/common';

const MAX_ID = 4_294_967_295; // INT UNSIGNED

/** A numeric id in the path: 400 for anything but a positive whole number. */
export const IdParam = (name = 'id') =>
  Param(
    name,
    new ParseIntPipe({
      exceptionFactory: () => new BadRequestException(`${name} must be a positive whole number`),
    }),
    {
      transform: (value: number) => {
        if (value < 1 || value > MAX_ID) throw new BadRequestException(`${name} must be a positive whole number`);
        return value;
      },
    },
  );
