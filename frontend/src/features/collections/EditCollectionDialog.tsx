import { t } from '@lingui/core/macro';
import { Modal } from 'antd';
import { useState } from 'react';
import { useUpdateCollectionMutation, type CollectionDto } from '../../api';
import { useFailureReport } from '../auth/useFailureReport';
import { CollectionFields, type CollectionDraft } from './CollectionFields';

interface EditCollectionDialogProps {
  collection: CollectionDto;
  open: boolean;
  onClose: () => void;
}

/** Renames the collection, changes its description or who may see it. */
export function EditCollectionDialog({ collection, open, onClose }: EditCollectionDialogProps) {
  const [draft, setDraft] = useState<CollectionDraft>({
    name: collection.name,
    description: collection.description ?? '',
    isPublic: collection.isPublic,
  });
  const [update, updating] = useUpdateCollectionMutation();
  const failed = useFailureReport();
  const name = draft.name.trim();
  const save = async () => {
    try {
      await update({ id: collection.id, collectionChangeDto: { name, description: draft.description, isPublic: draft.isPublic } }).unwrap();
      onClose();
    } catch (error) {
      failed(error, t`Failed to save the collection`);
    }
  };
  return (
    <Modal
      title={t`Edit collection`}
      open={open}
      onCancel={onClose}
      okText={t`Save`}
      onOk={() => void save()}
      okButtonProps={{ disabled: !name, loading: updating.isLoading }}
      destroyOnHidden
    >
      <CollectionFields draft={draft} onChange={setDraft} withDescription autoFocus />
    </Modal>
  );
}
