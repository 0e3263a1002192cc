import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { plantryApi, useListCuisinesQuery, useStartRecipeLinkMutation, type RecipeLinkDto } from '../../../api';
import { errorMessage } from '../../../api/errors';
import type { RecipeFormValues } from '../form/recipeValues';
import { formValuesOfLinked, pictureAsNewPhoto } from './linkedValues';
import './ImportFromLink.css';

/** How often the draft is asked for while the worker reads the page. */
const POLL_MS = 1000;

interface Outcome {
  kind: 'success' | 'error';
  text: string;
  /** Why the picture was left out, beside a successful import. */
  note?: string;
}

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/**
 * 'Import from a link' above the new recipe form: the member pastes a recipe page's address, the
 * worker reads it, and its draft fills the form for them to check before sharing. The outcome is
 * announced, and tied to the address field; focus stays where the member is.
 */
export function ImportFromLink({ onDraft }: { onDraft: (values: RecipeFormValues) => void }) {
  const [address, setAddress] = useState('');
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [start] = useStartRecipeLinkMutation();
  const [fetchLink] = plantryApi.endpoints.getRecipeLink.useLazyQuery();
  const { data: cuisines = [] } = useListCuisinesQuery();
  const hintId = useId();
  const outcomeId = useId();
  // Polling stops when the page is left.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  /** Asks for the link import's state until the worker is done with it (or the page is left). */
  const finished = async (id: string): Promise<RecipeLinkDto | undefined> => {
    for (;;) {
      const link = await fetchLink({ id }).unwrap();
      if (link.state !== 'reading' || left.current) return left.current ? undefined : link;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  const apply = async (link: RecipeLinkDto) => {
    if (link.state === 'failed' || !link.recipe) {
      setOutcome({ kind: 'error', text: link.message ?? t`The page could not be read. Please try again.` });
      return;
    }
    const recipe = link.recipe;
    onDraft(formValuesOfLinked(recipe, cuisines, await pictureAsNewPhoto(recipe.picture)));
    const host = hostOf(recipe.linkToFullRecipe);
    setOutcome({
      kind: 'success',
      text: t`Recipe imported from ${host}. Check every field below before you share it.`,
      note: recipe.pictureProblem ?? undefined,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    setReading(true);
    try {
      const { id } = await start({ recipeLinkRequestDto: { url: address.trim() } }).unwrap();
      const link = await finished(id);
      if (link) await apply(link);
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, t`The import could not be started. Please try again.`) });
    } finally {
      if (!left.current) setReading(false);
    }
  };

  return (
    <section className="link-import" aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} className="link-import__title">
        <LinkOutlined aria-hidden /> {t`Import from a link`}
      </h2>
      <p id={hintId} className="link-import__hint">
        {t`Paste the address of a recipe page. Plantry reads the recipe and fills in the form below for you to check.`}
      </p>
      <form className="link-import__form" onSubmit={(event) => void submit(event)}>
        <label className="visually-hidden" htmlFor={`${hintId}-url`}>
          {t`Recipe page address`}
        </label>
        <Input
          id={`${hintId}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-describedby={outcome ? `${hintId} ${outcomeId}` : hintId}
          aria-invalid={outcome?.kind === 'error' || undefined}
          readOnly={reading}
        />
        <Button htmlType="submit" type="default" loading={reading} disabled={!address.trim()}>
          {reading ? t`Importing...` : t`Import`}
        </Button>
      </form>
      {/* Always there, so that what appears in it is announced; antd's Alert is an alert of its own. */}
      <div id={outcomeId} aria-live="polite" className="link-import__outcome">
        {reading && <span className="link-import__reading">{t`Reading the page...`}</span>}
        {outcome && <Alert type={outcome.note ? 'warning' : outcome.kind} showIcon title={outcome.text} description={outcome.note} />}
      </div>
    </section>
  );
}
