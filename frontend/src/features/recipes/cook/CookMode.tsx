import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ClockCircleOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { RecipeDetailDto } from '../../../api';
import type { WakeLockState } from './useWakeLock';
import { shownLine } from '../ingredients/shownLine';
import { ovenTemperatures } from '../ingredients/temperatures';
import type { RecipeScale } from '../ingredients/useRecipeScale';
import { RunningTimers } from './RunningTimers';
import { stepIngredients } from './stepIngredients';
import { timersIn } from './stepTimers';
import { useTimers } from './useTimers';
import { useWakeLock } from './useWakeLock';
import './CookMode.css';

/** How far a finger moves sideways to turn a step, in pixels. */
const SWIPE = 60;

const WAKE_NOTES: Record<WakeLockState, MessageDescriptor | null> = {
  on: msg`Your screen stays on while you cook.`,
  off: null,
  unsupported: msg`This browser cannot keep the screen on: it may dim.`,
};

interface CookModeProps {
  recipe: RecipeDetailDto;
  scale: RecipeScale;
  open: boolean;
  onClose: () => void;
}

/**
 * Cook mode: the recipe one step at a time in large type, over the whole screen, for a phone or
 * tablet propped up in the kitchen. Steps turn with Previous and Next, the arrow keys or a swipe;
 * each step lists the ingredients it names (scaled, to check off) and offers timers for the times
 * it gives; the screen is kept on while it is open.
 */
export default function CookMode({ recipe, scale, open, onClose }: CookModeProps) {
  const { title } = recipe;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t`Cook mode: ${title}`}
      className="cook-mode"
      width="100%"
      closable={{ 'aria-label': t`Close cook mode` }}
      destroyOnHidden
    >
      <CookSteps recipe={recipe} scale={scale} onClose={onClose} />
    </Modal>
  );
}

/** The steps, their timers and check-offs: made afresh each time cook mode opens. */
function CookSteps({ recipe, scale, onClose }: Omit<CookModeProps, 'open'>) {
  const [index, setIndex] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const { timers, now, start, toggle, remove } = useTimers();
  const wake = useWakeLock(true);
  const swipeFrom = useRef<number | null>(null);
  const steps = recipe.instructions;
  const step = steps[index];
  const last = index === steps.length - 1;
  const go = (next: number) => setIndex(Math.min(steps.length - 1, Math.max(0, next)));
  const used = stepIngredients(step, recipe.ingredientLines);
  const wakeNote = WAKE_NOTES[wake];
  const stepNumber = index + 1;
  const count = steps.length;

  // The arrow keys turn the steps wherever the focus is in cook mode.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((at) => Math.min(steps.length - 1, at + 1));
      else if (event.key === 'ArrowLeft') setIndex((at) => Math.max(0, at - 1));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [steps.length]);
  const onPointerUp = (event: PointerEvent) => {
    const moved = swipeFrom.current === null ? 0 : event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (moved <= -SWIPE) go(index + 1);
    else if (moved >= SWIPE) go(index - 1);
  };
  const check = (line: number, on: boolean) =>
    setChecked((before) => {
      const after = new Set(before);
      if (on) after.add(line);
      else after.delete(line);
      return after;
    });

  return (
    <div className="cook-mode__body">
      <p className="cook-mode__awake">{wakeNote && i18n._(wakeNote)}</p>
      <div
        className="cook-mode__step"
        onPointerDown={(event) => (swipeFrom.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <p className="cook-mode__count" aria-live="polite">
          {t`Step ${stepNumber} of ${count}`}
        </p>
        <p className="cook-mode__text">{ovenTemperatures(step, scale.system)}</p>
        {timersIn(step).map(({ label, seconds }, number) => (
          <Button
            key={`${index}-${number}`}
            size="large"
            icon={<ClockCircleOutlined aria-hidden />}
            onClick={() => start(`${index}-${number}`, label, seconds)}
          >
            {t`Start a ${label} timer`}
          </Button>
        ))}
        {used.length > 0 && (
          <section className="cook-mode__ingredients" aria-labelledby="cook-mode-ingredients">
            <h3 id="cook-mode-ingredients">{t`For this step`}</h3>
            <ul>
              {used.map((line) => (
                <li key={line}>
                  <Checkbox checked={checked.has(line)} onChange={(event) => check(line, event.target.checked)}>
                    {shownLine(recipe.ingredientLines[line], scale.factor, scale.system)}
                  </Checkbox>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <RunningTimers timers={timers} now={now} onToggle={toggle} onRemove={remove} />
      <nav className="cook-mode__nav" aria-label={t`Steps`}>
        <Button size="large" icon={<LeftOutlined aria-hidden />} disabled={index === 0} onClick={() => go(index - 1)}>
          {t`Previous`}
        </Button>
        <Button size="large" type="primary" onClick={last ? onClose : () => go(index + 1)}>
          {last ? t`Finish` : t`Next step`}
          {!last && <RightOutlined aria-hidden />}
        </Button>
      </nav>
    </div>
  );
}
