import { BookOutlined, DeleteOutlined, EditOutlined, GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { COLLECTION_FIRST_PAGE } from '@plantry/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  errorStatus,
  useDeleteCollectionMutation,
  useGetCollectionQuery,
  useListCollectionRecipesQuery,
  type CollectionDto,
} from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { cookPath } from '../../shared/ui/cookPath';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { MissingPage } from '../../shared/ui/MissingPage';
import { Pager } from '../../shared/ui/Pager';
import { parsePage } from '../../shared/ui/pageParam';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { useDeleteConfirmation } from '../../shared/ui/useDeleteConfirmation';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useFailureReport } from '../auth/useFailureReport';
import { parseRecipeId } from '../recipes/recipeId';
import { EditCollectionDialog } from './EditCollectionDialog';
import './Collections.css';

const PAGE_SIZE = COLLECTION_FIRST_PAGE.limit;

function CollectionNotFound() {
  return (
    <MissingPage
      title={t`Collection Not Found`}
      text={t`This collection may be private or deleted, or the link is not quite right.`}
      actions={
        <ButtonLink to="/browse" type="primary" size="large">
          {t`Browse Recipes`}
        </ButtonLink>
      }
    />
  );
}

/** The owner's Edit and Delete; deleting leaves for the home page's Your Collections. */
function OwnerTools({ collection }: { collection: CollectionDto }) {
  const [editing, setEditing] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const [remove, removing] = useDeleteCollectionMutation();
  const { confirmDelete, contextHolder } = useDeleteConfirmation();
  const failed = useFailureReport();
  const navigate = useNavigate();
  const deleteCollection = async () => {
    if (!(await confirmDelete(t`Delete ${collection.name}?`, t`The collection goes; its recipes stay on Plantry.`))) return;
    try {
      await remove({ id: collection.id }).unwrap();
      void navigate('/#your-collections');
    } catch (error) {
      failed(error, t`Failed to delete the collection`);
    }
  };
  return (
    <div className="collection-header__actions">
      {contextHolder}
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing('open')} aria-haspopup="dialog">
        {t`Edit`}
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading} onClick={() => void deleteCollection()}>
        {t`Delete`}
      </Button>
      {editing !== 'unopened' && (
        <EditCollectionDialog collection={collection} open={editing === 'open'} onClose={() => setEditing('closed')} />
      )}
    </div>
  );
}

function CollectionHeader({ collection }: { collection: CollectionDto }) {
  return (
    <header className="collection-header">
      <div className="collection-header__text">
        <p className="collection-header__kind">
          {collection.isPublic ? <GlobalOutlined aria-hidden /> : <LockOutlined aria-hidden />}{' '}
          {collection.isPublic ? t`Public collection` : t`Private collection: only you can see it`}
        </p>
        <h1 className="collection-header__name">{collection.name}</h1>
        <p className="collection-header__by">
          <Trans>
            Collected by <Link to={cookPath(collection.owner.id)}>{collection.owner.name}</Link>
          </Trans>
        </p>
        {collection.description && <p className="collection-header__description">{collection.description}</p>}
      </div>
      {collection.mine && <OwnerTools collection={collection} />}
    </header>
  );
}

const scrollToRecipes = () => document.getElementById('collection-recipes-heading')?.scrollIntoView();

/** The collection's recipes the caller may see, newest added first, paged in the address (?page=2). */
function CollectionRecipes({ collection }: { collection: CollectionDto }) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { data, isFetching, isError, refetch } = useListCollectionRecipesQuery({
    id: collection.id,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const total = data?.total ?? 0;
  return (
    <section className="collection-recipes" aria-labelledby="collection-recipes-heading">
      <h2 id="collection-recipes-heading" className="collection-recipes__title">
        {data ? plural(total, { one: '# recipe', other: '# recipes' }) : t`Recipes`}
      </h2>
      {isError ? (
        <ErrorNotice message={t`Failed to fetch recipes`} onRetry={refetch} />
      ) : data?.total === 0 ? (
        <EmptyState
          icon={<BookOutlined />}
          title={t`No recipes here yet`}
          description={
            collection.mine
              ? t`Open a recipe and press Save to collection to add it here.`
              : t`Nothing has been added to this collection yet.`
          }
        />
      ) : (
        <>
          <RecipeGrid recipes={data?.items} loading={!data || isFetching} skeletons={6} layout="narrow" />
          <Pager
            page={page}
            pageCount={Math.ceil(total / PAGE_SIZE)}
            to={(n) => ({ search: n > 1 ? `?page=${n}` : '' })}
            onNavigate={scrollToRecipes}
          />
        </>
      )}
    </section>
  );
}

/** /collection/:id: a member's collection of recipes; public ones for everyone, private ones for their owner. */
export function CollectionPage() {
  const { id: idParam } = useParams();
  const id = parseRecipeId(idParam);
  const { data: collection, error, isLoading, refetch } = useGetCollectionQuery({ id: id ?? 0 }, { skip: id === undefined });

  if (id === undefined || errorStatus(error) === 404) return <CollectionNotFound />;
  if (error) return <ErrorNotice message={t`Failed to load this collection`} onRetry={refetch} />;
  if (isLoading || !collection) return <LoadingSpinner label={t`Loading collection`} />;
  return <CollectionView collection={collection} />;
}

function CollectionView({ collection }: { collection: CollectionDto }) {
  usePageTitle(collection.name);
  return (
    <div className="page collection-page">
      <CollectionHeader collection={collection} />
      <CollectionRecipes collection={collection} />
    </div>
  );
}
