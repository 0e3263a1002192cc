export type ServiceState = 'up' | 'down';

export class HealthDto {
  /** 'ok' when every service answers, else 'error'. */
  status!: 'ok' | 'error';
  /** MariaDB */
  db!: ServiceState;
  /** Redis */
  redis!: ServiceState;
}
