/** pino-roll ships no typings: the options Plantry uses (https://github.com/mcollina/pino-roll). */
declare module 'pino-roll' {
  import type { DestinationStream } from 'pino';

  interface PinoRollOptions {
    file: string;
    frequency?: 'daily' | 'hourly' | number;
    size?: string | number;
    dateFormat?: string;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    symlink?: boolean;
    mkdir?: boolean;
  }

  export default function pinoRoll(options: PinoRollOptions): Promise<DestinationStream>;
}
