import { CloseOutlined, PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { t } from '@lingui/core/macro';
import { clock } from './stepTimers';
import { secondsLeft, type RunningTimer } from './useTimers';

interface RunningTimersProps {
  timers: RunningTimer[];
  now: number;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The timers started, each counting down with pause and remove; a rung timer says so aloud. */
export function RunningTimers({ timers, now, onToggle, onRemove }: RunningTimersProps) {
  const done = timers.filter((timer) => secondsLeft(timer, now) === 0);
  return (
    <section className="cook-timers" aria-label={t`Timers`}>
      <p className="cook-timers__done" role="alert">
        {done.map(({ label }) => t`The ${label} timer is done.`).join(' ')}
      </p>
      {timers.length > 0 && (
        <ul className="cook-timers__list">
          {timers.map((timer) => {
            const left = secondsLeft(timer, now);
            const paused = timer.endsAt === null;
            const { label } = timer;
            return (
              <li key={timer.id} className={left === 0 ? 'cook-timers__timer cook-timers__timer--done' : 'cook-timers__timer'}>
                <span className="cook-timers__label">{timer.label}</span>
                <span className="cook-timers__clock" role="timer" aria-label={t`${label} timer`}>
                  {left === 0 ? t`Done` : clock(left)}
                </span>
                {left > 0 && (
                  <Button
                    size="small"
                    icon={paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
                    aria-label={paused ? t`Resume the ${label} timer` : t`Pause the ${label} timer`}
                    onClick={() => onToggle(timer.id)}
                  />
                )}
                <Button
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={t`Remove the ${label} timer`}
                  onClick={() => onRemove(timer.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
