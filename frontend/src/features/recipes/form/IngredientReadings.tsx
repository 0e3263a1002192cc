import { t } from '@lingui/core/macro';
import { Alert, Button, Input, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { useReadIngredientsMutation, type IngredientLineDto } from '../../../api';
import { mergeReadings, readingsFit } from './ingredientReadings';
import './IngredientReadings.css';

interface IngredientReadingsProps {
  /** The form's ingredient lines now. */
  lines: string[];
  /** The readings shown (none until the author asks), with their corrections. */
  readings: IngredientLineDto[] | undefined;
  onChange: (readings: IngredientLineDto[]) => void;
}

type Field = 'quantity' | 'quantity2' | 'unit' | 'name' | 'note';

/** One line's reading, each part editable and named after the line for screen readers. */
function ReadingRow({ line, units, onChange }: { line: IngredientLineDto; units: string[]; onChange: (line: IngredientLineDto) => void }) {
  const { text } = line;
  const set = <F extends Field>(field: F, value: IngredientLineDto[F]) => onChange({ ...line, [field]: value, corrected: true });
  return (
    <li className="ingredient-readings__row">
      <p className="ingredient-readings__text">
        {line.text}
        {line.corrected && <Tag className="ingredient-readings__tag">{t`Corrected`}</Tag>}
      </p>
      {line.isGroup ? (
        <p className="ingredient-readings__group">{t`A heading, not an ingredient`}</p>
      ) : (
        <div className="ingredient-readings__fields">
          <InputNumber
            aria-label={t`Amount: ${text}`}
            placeholder={t`Amount`}
            min={0}
            value={line.quantity}
            onChange={(value) => set('quantity', value ?? null)}
          />
          <InputNumber
            aria-label={t`Up to: ${text}`}
            placeholder={t`Up to`}
            min={0}
            value={line.quantity2}
            onChange={(value) => set('quantity2', value ?? null)}
          />
          <Select
            aria-label={t`Unit: ${text}`}
            value={line.unit ?? ''}
            showSearch
            options={[{ value: '', label: t`No unit` }, ...units.map((unit) => ({ value: unit, label: unit }))]}
            onChange={(value: string) => set('unit', value || null)}
          />
          <Input
            aria-label={t`Ingredient: ${text}`}
            placeholder={t`Ingredient`}
            value={line.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <Input
            aria-label={t`Note: ${text}`}
            placeholder={t`Note`}
            value={line.note ?? ''}
            onChange={(event) => set('note', event.target.value || null)}
          />
        </div>
      )}
    </li>
  );
}

/**
 * How the recipe's ingredient lines read (amount, unit, ingredient, note), as scaling, unit
 * conversion and shopping lists will use them, for the author to check and correct before saving.
 */
export function IngredientReadings({ lines, readings, onChange }: IngredientReadingsProps) {
  const [read, { isLoading, isError }] = useReadIngredientsMutation();
  const [units, setUnits] = useState<string[]>([]);
  const check = async () => {
    const answer = await read({ readIngredientsDto: { ingredients: lines } }).unwrap();
    setUnits(answer.units);
    onChange(mergeReadings(answer.lines, readings ?? []));
  };
  const shown = units.length > 0 ? readings : undefined;
  return (
    // A part of the form under its heading, not a landmark of its own.
    <div className="ingredient-readings">
      <div className="ingredient-readings__head">
        <h3 className="ingredient-readings__title">{t`How your ingredients read`}</h3>
        <Button onClick={() => void check().catch(() => undefined)} loading={isLoading} disabled={lines.length === 0}>
          {shown ? t`Read again` : t`Check ingredients`}
        </Button>
      </div>
      <p className="ingredient-readings__intro">
        {t`Scaling, metric and US measures, cook mode and shopping lists use these readings. Correct any that are wrong.`}
      </p>
      {isError && <Alert type="error" showIcon title={t`Your ingredients could not be read just now. Please try again.`} />}
      {shown && !readingsFit(shown, lines) && (
        <Alert type="info" showIcon title={t`Your ingredients changed since they were read: read them again.`} />
      )}
      {shown && (
        <ol className="ingredient-readings__list">
          {shown.map((line, index) => (
            <ReadingRow
              key={index}
              line={line}
              units={units}
              onChange={(next) => onChange(shown.map((old, i) => (i === index ? next : old)))}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
