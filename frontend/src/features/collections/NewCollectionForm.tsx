import { PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Button } from 'antd';
import { useState } from 'react';
import { useCreateCollectionMutation, type CollectionDto } from '../../api';
import { useFailureReport } from '../auth/useFailureReport';
import { CollectionFields, EMPTY_DRAFT } from './CollectionFields';

interface NewCollectionFormProps {
  /** The words of the submit button ('Create', 'Create and save'). */
  submitLabel: string;
  onCreated: (collection: CollectionDto) => void | Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A new collection: its name and visibility; the server's reason shows when it refuses (a name too long, too many collections). */
export function NewCollectionForm({ submitLabel, onCreated, onCancel, autoFocus }: NewCollectionFormProps) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [create, creating] = useCreateCollectionMutation();
  const failed = useFailureReport();
  const name = draft.name.trim();
  const submit = async () => {
    if (!name || creating.isLoading) return;
    try {
      const collection = await create({ collectionInputDto: { name, isPublic: draft.isPublic } }).unwrap();
      setDraft(EMPTY_DRAFT);
      await onCreated(collection);
    } catch (error) {
      failed(error, t`Failed to create the collection`);
    }
  };
  return (
    <form
      className="new-collection-form"
      aria-label={t`New collection`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <CollectionFields draft={draft} onChange={setDraft} autoFocus={autoFocus} />
      <div className="new-collection-form__actions">
        <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={creating.isLoading} disabled={!name}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t`Cancel`}</Button>}
      </div>
    </form>
  );
}
