import { FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListCollectionsQuery, type CollectionSummaryDto } from '../../api';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { RecipeImagePlaceholder } from '../../shared/ui/RecipeImagePlaceholder';
import { CollectionMeta } from './CollectionMeta';
import { collectionPath } from './collectionPath';
import { NewCollectionForm } from './NewCollectionForm';
import './Collections.css';

function CollectionTile({ collection }: { collection: CollectionSummaryDto }) {
  return (
    <li className="collection-tile">
      <div className="collection-tile__cover">
        {collection.coverImage ? <img src={collection.coverImage} alt="" loading="lazy" /> : <RecipeImagePlaceholder />}
      </div>
      <div className="collection-tile__text">
        <Link to={collectionPath(collection.id)} className="collection-tile__name">
          {collection.name}
        </Link>
        <CollectionMeta collection={collection} className="collection-tile__meta" />
      </div>
    </li>
  );
}

/** The signed-in home's Your Collections: the member's collections, the latest changed first, and a new one. */
export function YourCollections() {
  const { data, isError, refetch } = useListCollectionsQuery({});
  const [creating, setCreating] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const close = () => {
    setCreating(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (isError) return <ErrorNotice message={t`Failed to load your collections`} onRetry={refetch} />;
  if (!data) return <LoadingSpinner label={t`Loading your collections`} />;
  return (
    <div className="collections-tab">
      {creating ? (
        <NewCollectionForm
          submitLabel={t`Create`}
          autoFocus
          onCreated={(collection) => void navigate(collectionPath(collection.id))}
          onCancel={close}
        />
      ) : (
        <Button ref={opener} icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t`New collection`}
        </Button>
      )}
      {data.length === 0 ? (
        <EmptyState
          icon={<FolderOpenOutlined />}
          title={t`No collections yet`}
          description={t`Group recipes your way: weeknight dinners, party food, gifts. Open a recipe and press Save to collection.`}
        />
      ) : (
        <ul className="collections-tab__list" aria-label={t`Your collections`}>
          {data.map((collection) => (
            <CollectionTile key={collection.id} collection={collection} />
          ))}
        </ul>
      )}
    </div>
  );
}
