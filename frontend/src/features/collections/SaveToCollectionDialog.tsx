import { GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal } from 'antd';
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
import { NewCollectionForm } from './NewCollectionForm';
import './Collections.css';

const counted = (n: number) => (n === 1 ? '1 recipe' : `${n} recipes`);

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
      failed(error, held ? 'Failed to take the recipe out of the collection' : 'Failed to save the recipe to the collection');
    }
  };
  return (
    <li className="collection-choice">
      <Checkbox checked={held} aria-disabled={busy || undefined} onChange={() => void toggle()}>
        <span className="collection-choice__name">{collection.name}</span>
      </Checkbox>
      <span className="collection-choice__meta">
        {collection.isPublic ? <GlobalOutlined aria-hidden /> : <LockOutlined aria-hidden />}
        {` ${collection.isPublic ? 'Public' : 'Private'} · ${counted(collection.recipeCount)}`}
      </span>
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
      failed(error, 'Failed to save the recipe to the collection');
    }
  };
  return (
    <Modal
      title="Save to collection"
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p className="save-collection__intro">{`Choose where to keep ${recipe.title}.`}</p>
      {isError ? (
        <ErrorNotice message="Failed to load your collections" onRetry={refetch} />
      ) : !data ? (
        <LoadingSpinner label="Loading your collections" />
      ) : data.length === 0 ? (
        <p className="save-collection__empty">You have no collections yet. Name your first one below.</p>
      ) : (
        <ul className="save-collection__list" aria-label="Your collections">
          {data.map((collection) => (
            <CollectionChoice key={collection.id} collection={collection} recipeId={recipe.id} />
          ))}
        </ul>
      )}
      {data && (data.length === 0 || creating) ? (
        <NewCollectionForm
          submitLabel="Create and save"
          autoFocus={creating}
          onCreated={(collection) => createdWith(collection.id)}
          onCancel={data.length > 0 ? () => setCreating(false) : undefined}
        />
      ) : (
        data && (
          <Button type="link" className="save-collection__new" onClick={() => setCreating(true)}>
            New collection
          </Button>
        )
      )}
    </Modal>
  );
}
