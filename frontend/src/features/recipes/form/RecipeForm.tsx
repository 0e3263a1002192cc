import { t } from '@lingui/core/macro';
import { Form, Input, InputNumber, Select, type FormRule } from 'antd';
import type { ArgsProps } from 'antd/es/notification/interface';
import { correctedFreeFrom, freeFromOf, RECIPE_LIMITS, veganFlags, type FreeFromKey } from '@plantry/shared';
import { useState } from 'react';
import { useListCuisinesQuery, type IngredientLineDto } from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { FormRow } from '../../../shared/ui/FormRow';
import { ReasonsAlert } from '../../../shared/ui/ReasonsAlert';
import { FreeFromCorrection } from './FreeFromCorrection';
import { correctionsFrom, NO_CORRECTIONS, sameCorrections } from './freeFromCorrections';
import { ImagePicker } from './ImagePicker';
import { IngredientReadings } from './IngredientReadings';
import { correctionsOf } from './ingredientReadings';
import { emptyRecipe, linesOf, NO_CUISINE, toDraft, type RecipeDraft, type RecipeFormValues } from './recipeValues';
import { TagInput } from './TagInput';
import { useVeganConfirm, VeganHint } from './veganCheck';
import './RecipeForm.css';

const REQUIRED_FIELDS = ['title', 'description', 'ingredients', 'instructions'] as const;

const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

const { listItemsMax: most, listItemMax: longest } = RECIPE_LIMITS;

/** A list field's messages, in the site's language. */
const LIST_MESSAGES = {
  ingredients: () => ({
    required: t`Ingredients are required`,
    tooMany: t`At most ${most} ingredients`,
    tooLong: t`Each ingredient must be at most ${longest} characters`,
  }),
  instructions: () => ({
    required: t`Instructions are required`,
    tooMany: t`At most ${most} instructions`,
    tooLong: t`Each step must be at most ${longest} characters`,
  }),
};

/** A list field: at most so many lines, each of at most so many characters (as the API checks). */
const listRules = (field: keyof typeof LIST_MESSAGES): FormRule[] => {
  const messages = LIST_MESSAGES[field]();
  return [
    required(messages.required),
    {
      validator: async (_rule, text: string | undefined) => {
        const lines = linesOf(text);
        if (lines.length > most) throw new Error(messages.tooMany);
        if (lines.some((line) => line.length > longest)) throw new Error(messages.tooLong);
      },
    },
  ];
};

const linkRules = (): FormRule[] => {
  const message = t`Please enter a web address starting with http:// or https://`;
  return [
    { type: 'url', message },
    { pattern: /^https?:\/\//i, message },
  ];
};

const wholeNumber = { precision: 0, inputMode: 'numeric', className: 'recipe-form__number' } as const;

export interface RecipeFormProps {
  /** The recipe being edited; a new recipe starts empty. */
  initialValues?: RecipeFormValues;
  /** 'chips' to add tags one by one (new recipe), 'text' for comma-separated tags (edit, SPEC.md section 5). */
  tagsInput: 'chips' | 'text';
  /** Shown when a required field is blank, in the screen's own words (SPEC.md section 5). */
  missingFieldsNotice: Pick<ArgsProps, 'title' | 'description'>;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's reasons for refusing the last save, listed above the button. */
  reasons: string[];
  /** How the recipe's lines read when it was saved (editing), with its author's corrections. */
  initialReadings?: IngredientLineDto[];
  /** What the recipe was free from when it was saved (editing), its author's corrections included. */
  initialFreeFrom?: FreeFromKey[];
  /** Called with the trimmed recipe once it is valid and, if it looks non-vegan, confirmed. */
  onSubmit: (draft: RecipeDraft) => void;
}

/** The recipe form of Create recipe and Edit recipe. */
export function RecipeForm({
  initialValues = emptyRecipe,
  tagsInput,
  missingFieldsNotice,
  submitLabel,
  busyLabel,
  busy,
  reasons,
  initialReadings,
  initialFreeFrom,
  onSubmit,
}: RecipeFormProps) {
  const [form] = Form.useForm<RecipeFormValues>();
  const ingredients = Form.useWatch('ingredients', form);
  const [readings, setReadings] = useState(initialReadings);
  const [initialCorrections] = useState(() =>
    initialFreeFrom ? correctionsFrom(initialFreeFrom, linesOf(initialValues.ingredients)) : NO_CORRECTIONS,
  );
  const [freeFrom, setFreeFrom] = useState(initialCorrections);
  const { data: cuisines = [] } = useListCuisinesQuery();
  const notifications = useNotifications();
  const vegan = useVeganConfirm();

  const finish = async (values: RecipeFormValues) => {
    const draft = toDraft(values);
    draft.ingredientLines = correctionsOf(readings, draft.ingredients);
    // Sent only when the author changed it: otherwise the server derives it from the lines and
    // keeps the corrections it has.
    if (!sameCorrections(freeFrom, initialCorrections)) draft.freeFrom = correctedFreeFrom(freeFromOf(draft.ingredients), freeFrom);
    const flags = veganFlags(draft.ingredients);
    if (flags.length > 0 && !(await vegan.confirm(flags))) return;
    onSubmit(draft);
  };

  const cuisineOptions = [{ value: NO_CUISINE, label: t`No cuisine` }, ...cuisines.map(({ id, name }) => ({ value: id, label: name }))];

  return (
    <Form<RecipeFormValues>
      form={form}
      name="recipe"
      layout="vertical"
      className="recipe-form"
      initialValues={initialValues}
      scrollToFirstError
      onFinish={(values) => void finish(values)}
      onFinishFailed={({ values }) => {
        if (REQUIRED_FIELDS.some((name) => !values[name]?.trim())) notifications.error(missingFieldsNotice);
      }}
    >
      <Form.Item label={t`Title`} name="title" rules={[required(t`Title is required`)]}>
        <Input maxLength={RECIPE_LIMITS.titleMax} placeholder={t`e.g. Creamy Chickpea Curry`} />
      </Form.Item>
      <Form.Item label={t`Description`} name="description" rules={[required(t`Description is required`)]}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={RECIPE_LIMITS.descriptionMax}
          placeholder={t`What makes this dish special?`}
        />
      </Form.Item>
      <Form.Item
        label={t`Ingredients`}
        name="ingredients"
        rules={listRules('ingredients')}
        extra={
          <>
            {t`One ingredient per line.`}
            <VeganHint ingredients={ingredients} />
          </>
        }
      >
        <Input.TextArea
          autoSize={{ minRows: 5, maxRows: 16 }}
          placeholder={t`1 can chickpeas
400 ml coconut milk`}
        />
      </Form.Item>
      <IngredientReadings lines={linesOf(ingredients)} readings={readings} onChange={setReadings} />
      <FreeFromCorrection lines={linesOf(ingredients)} corrections={freeFrom} onChange={setFreeFrom} />
      <Form.Item label={t`Instructions`} name="instructions" rules={listRules('instructions')} extra={t`One step per line, in order.`}>
        <Input.TextArea
          autoSize={{ minRows: 5, maxRows: 16 }}
          placeholder={t`Fry the onion.
Add the spices.`}
        />
      </Form.Item>
      <Form.Item label={t`Helpful Notes`} name="helpfulNotes">
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={RECIPE_LIMITS.helpfulNotesMax}
          placeholder={t`Tips, swaps, storage...`}
        />
      </Form.Item>
      <Form.Item label={t`Link to Full Recipe`} name="linkToFullRecipe" rules={linkRules()} validateFirst>
        <Input type="url" inputMode="url" maxLength={RECIPE_LIMITS.linkMax} placeholder="https://" />
      </Form.Item>
      <FormRow>
        <Form.Item label={t`Cuisine`} name="cuisineId">
          <Select options={cuisineOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item label={t`Servings`} name="servings">
          <InputNumber {...wholeNumber} min={1} max={RECIPE_LIMITS.servingsMax} />
        </Form.Item>
      </FormRow>
      <FormRow>
        <Form.Item label={t`Prep time (minutes)`} name="prepMinutes">
          <InputNumber {...wholeNumber} min={0} max={RECIPE_LIMITS.minutesMax} />
        </Form.Item>
        <Form.Item label={t`Cook time (minutes)`} name="cookMinutes">
          <InputNumber {...wholeNumber} min={0} max={RECIPE_LIMITS.minutesMax} />
        </Form.Item>
      </FormRow>
      {tagsInput === 'chips' ? (
        <Form.Item label={t`Tags`} name="tags" extra={t`Press Enter or type a comma after each tag.`}>
          <TagInput />
        </Form.Item>
      ) : (
        <Form.Item label={t`Tags`} name="tags" extra={t`Separate tags with commas.`}>
          <Input maxLength={RECIPE_LIMITS.tagsMax * (RECIPE_LIMITS.tagMax + 2)} placeholder={t`quick, dinner`} />
        </Form.Item>
      )}
      <Form.Item label={t`Photos`} name="images">
        <ImagePicker />
      </Form.Item>

      <ReasonsAlert className="recipe-form__reasons" title={t`Please check the following:`} reasons={reasons} />
      <BusyButton htmlType="submit" size="large" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </BusyButton>
      {vegan.holder}
    </Form>
  );
}
