import { t } from '@lingui/core/macro';
import { Checkbox, Input } from 'antd';
import { COLLECTION_LIMITS } from '@plantry/shared';
import { useId } from 'react';

export interface CollectionDraft {
  name: string;
  description: string;
  isPublic: boolean;
}

export const EMPTY_DRAFT: CollectionDraft = { name: '', description: '', isPublic: false };

interface CollectionFieldsProps {
  draft: CollectionDraft;
  onChange: (draft: CollectionDraft) => void;
  /** The description field too (editing); a new collection in the save dialog has name and visibility only. */
  withDescription?: boolean;
  autoFocus?: boolean;
}

/** A collection's name, its description and whether it is public, each labelled. */
export function CollectionFields({ draft, onChange, withDescription = false, autoFocus = false }: CollectionFieldsProps) {
  const id = useId();
  return (
    <div className="collection-fields">
      <label htmlFor={`${id}-name`} className="collection-fields__label">
        {t`Name`}
      </label>
      <Input
        id={`${id}-name`}
        value={draft.name}
        autoFocus={autoFocus}
        maxLength={COLLECTION_LIMITS.nameMaxLength}
        placeholder={t`e.g. Weeknight dinners`}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      {withDescription && (
        <>
          <label htmlFor={`${id}-description`} className="collection-fields__label">
            {t`Description (optional)`}
          </label>
          <Input.TextArea
            id={`${id}-description`}
            value={draft.description}
            maxLength={COLLECTION_LIMITS.descriptionMaxLength}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => onChange({ ...draft, description: event.target.value })}
          />
        </>
      )}
      <Checkbox
        checked={draft.isPublic}
        onChange={(event) => onChange({ ...draft, isPublic: event.target.checked })}
        className="collection-fields__public"
      >
        {t`Public: anyone with the link can see it`}
      </Checkbox>
    </div>
  );
}
