import { plural, t } from '@lingui/core/macro';
import { LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FREE_FROM_KEYS, type FreeFromKey, type LineSwap } from '@plantry/shared';
import { useMemo, useState } from 'react';
import {
  errorMessage,
  useSayWorkedMutation,
  useSwapVotesQuery,
  useTakeBackMutation,
  type RecipeDetailDto,
  type SwapVoteCountDto,
} from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { freeFromName } from '../../browse/recipeFilters';
import { swapRoleName } from './swapRoleName';
import { partText, recipeSwaps, whyText } from './swapText';
import './SwapsSection.css';

/** '1 cook says it worked', '3 cooks say it worked'. */
const workedText = (members: number) => plural(members, { one: '# cook says it worked', other: '# cooks say it worked' });

interface VoteProps {
  recipeId: number;
  swap: LineSwap;
  vote: SwapVoteCountDto | undefined;
  signedIn: boolean;
}

/** A member's 'Worked for me' (pressed when they said so) and how many said it; visitors see the count. */
function WorkedForMe({ recipeId, swap, vote, signedIn }: VoteProps) {
  const [say, saying] = useSayWorkedMutation();
  const [takeBack, takingBack] = useTakeBackMutation();
  const notifications = useNotifications();
  const members = vote?.members ?? 0;
  const mine = Boolean(vote?.mine);
  const { use } = swap;
  const toggle = async () => {
    try {
      await (mine ? takeBack : say)({ id: recipeId, key: swap.key }).unwrap();
    } catch (error) {
      notifications.error({ title: t`Could not save that`, description: errorMessage(error, t`Please try again.`) });
    }
  };
  return (
    <div className="recipe-swaps__vote">
      {signedIn && (
        <Button
          size="small"
          icon={<LikeOutlined aria-hidden />}
          aria-pressed={mine}
          aria-label={t`Worked for me: ${use}`}
          loading={saying.isLoading || takingBack.isLoading}
          onClick={() => void toggle()}
        >
          {t`Worked for me`}
        </Button>
      )}
      {members > 0 && <span className="recipe-swaps__count">{workedText(members)}</span>}
    </div>
  );
}

/**
 * Swaps for the lines that are not vegan, and for those holding what the reader avoids (ticked
 * here), by the role the ingredient plays, with amounts for the servings shown; members can say a
 * swap worked for them. Nothing when no line could get a swap.
 */
export function SwapsSection({ recipe, factor }: { recipe: RecipeDetailDto; factor: number }) {
  const [avoiding, setAvoiding] = useState<FreeFromKey[]>([]);
  const possible = useMemo(
    () => FREE_FROM_KEYS.filter((key) => recipeSwaps(recipe.ingredientLines, [key], 1).length > 0),
    [recipe.ingredientLines],
  );
  const lines = useMemo(() => recipeSwaps(recipe.ingredientLines, avoiding, factor), [recipe.ingredientLines, avoiding, factor]);
  const { user } = useCurrentUser();
  const { data: votes } = useSwapVotesQuery({ id: recipe.id }, { skip: possible.length === 0 && lines.length === 0 });
  if (possible.length === 0 && lines.length === 0) return null;
  const toggle = (key: FreeFromKey) => setAvoiding(avoiding.includes(key) ? avoiding.filter((other) => other !== key) : [...avoiding, key]);
  return (
    <section className="recipe-section recipe-swaps" aria-labelledby="recipe-swaps-title">
      <h2 id="recipe-swaps-title" className="recipe-section__title">
        {t`Swaps`}
      </h2>
      {possible.length > 0 && (
        <fieldset className="recipe-swaps__avoiding">
          <legend className="recipe-swaps__legend">{t`I avoid`}</legend>
          {possible.map((key) => (
            <label key={key} className={avoiding.includes(key) ? 'recipe-swaps__choice recipe-swaps__choice--on' : 'recipe-swaps__choice'}>
              <input type="checkbox" checked={avoiding.includes(key)} onChange={() => toggle(key)} />
              {freeFromName(key)}
            </label>
          ))}
        </fieldset>
      )}
      {lines.length === 0 ? (
        <p className="recipe-swaps__hint">{t`Tick what you avoid to see what to use instead, by what it does in the dish.`}</p>
      ) : (
        <ul className="recipe-swaps__lines">
          {lines.map(({ line, swaps }, index) => (
            <li key={`${index}-${line.text}`} className="recipe-swaps__line">
              <h3 className="recipe-swaps__original">
                {line.text} <span className="recipe-swaps__why">{whyText(swaps.why)}</span>
              </h3>
              <ul className="recipe-swaps__options">
                {swaps.swaps.map((swap) => (
                  <li key={swap.key} className="recipe-swaps__option">
                    <span className="recipe-swaps__role">{swapRoleName(swap.role)}</span>
                    {/* The swaps' product data is written in English (docs/decisions/languages.md): said so to screen readers. */}
                    <p className="recipe-swaps__use" lang="en">
                      {swaps.scaled ? swap.parts.map(partText).join(' + ') : swap.ratio}
                    </p>
                    {swap.tip && (
                      <p className="recipe-swaps__tip" lang="en">
                        {swap.tip}
                      </p>
                    )}
                    <WorkedForMe
                      recipeId={recipe.id}
                      swap={swap}
                      vote={votes?.votes.find((vote) => vote.key === swap.key)}
                      signedIn={Boolean(user)}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
