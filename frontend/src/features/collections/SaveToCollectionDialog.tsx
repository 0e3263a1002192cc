import { Button, Checkbox, Modal } from 'antd';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import {
  useAddCollectionRecipeMutation,
  useListCollectionsQuery,
  useRemoveCollectionRecipeMutation,
  type CollectionSummaryDto,
  type RecipeDetailDto,
} from '../../api';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { useFailureReport } from '../auth/useFailureReport';
import { CollectionMeta } from './CollectionMeta';
import { NewCollectionForm } from './NewCollectionForm';
import './Collections.css';

/** One of the member's collections, ticked when it holds the recipe; a press adds or takes it out at once. */
function CollectionChoice({ collection, recipeId }: { collection: CollectionSummaryDto; recipeId: number }) {
  const [add, adding] = useAddCollectionRecipeMutation();
  const [remove, removing] = useRemoveCollectionRecipeMutation();
  const failed = useFailureReport();
  const busy = adding.isLoading || removing.isLoading;
  const held = Boolean(collection.containsRecipe);
  const toggle = async () => {
    if (busy) return;
    try {
      await (held ? remove({ id: collection.id, recipeId }) : add({ id: collection.id, recipeId })).unwrap();
    } catch (error) {
      failed(error, held ? t`Failed to take the recipe out of the collection` : t`Failed to save the recipe to the collection`);
    }
  };
  return (
    <li className="collection-choice">
      <Checkbox checked={held} aria-disabled={busy || undefined} onChange={() => void toggle()}>
        <span className="collection-choice__name">{collection.name}</span>
      </Checkbox>
      <CollectionMeta collection={collection} className="collection-choice__meta" />
    </li>
  );
}

interface SaveToCollectionDialogProps {
  recipe: RecipeDetailDto;
  open: boolean;
  onClose: () => void;
}

/** The member's collections with the recipe ticked where it is, and a new collection that it goes straight into. */
export function SaveToCollectionDialog({ recipe, open, onClose }: SaveToCollectionDialogProps) {
  const { data, isError, refetch } = useListCollectionsQuery({ recipeId: recipe.id }, { skip: !open });
  const [add] = useAddCollectionRecipeMutation();
  const failed = useFailureReport();
  const [creating, setCreating] = useState(false);
  const createdWith = async (id: number) => {
    try {
      await add({ id, recipeId: recipe.id }).unwrap();
      setCreating(false);
    } catch (error) {
      failed(error, t`Failed to save the recipe to the collection`);
    }
  };
  return (
    <Modal
      title={t`Save to collection`}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t`Done`}
        </Button>
      }
    >
      <p className="save-collection__intro">{t`Choose where to keep ${recipe.title}.`}</p>
      {isError ? (
        <ErrorNotice message={t`Failed to load your collections`} onRetry={refetch} />
      ) : !data ? (
        <LoadingSpinner label={t`Loading your collections`} />
      ) : data.length === 0 ? (
        <p className="save-collection__empty">{t`You have no collections yet. Name your first one below.`}</p>
      ) : (
        <ul className="save-collection__list" aria-label={t`Your collections`}>
          {data.map((collection) => (
            <CollectionChoice key={collection.id} collection={collection} recipeId={recipe.id} />
          ))}
        </ul>
      )}
      {data && (data.length === 0 || creating) ? (
        <NewCollectionForm
          submitLabel={t`Create and save`}
          autoFocus={creating}
          onCreated={(collection) => createdWith(collection.id)}
          onCancel={data.length > 0 ? () => setCreating(false) : undefined}
        />
      ) : (
        data && (
          <Button type="link" className="save-collection__new" onClick={() => setCreating(true)}>
            {t`New collection`}
          </Button>
        )
      )}
    </Modal>
  );
}
