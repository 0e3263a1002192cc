import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import {
  errorMessage,
  errorStatus,
  useGetRecipeQuery,
  useReplaceRecipeImagesMutation,
  useUpdateRecipeMutation,
  type RecipeDetailDto,
  type UserDto,
} from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BackLink } from '../../shared/ui/BackLink';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { Page } from '../../shared/ui/Page';
import { useCurrentUser } from '../auth/useCurrentUser';
import { AccessDenied } from './AccessDenied';
import { parseRecipeId } from './recipeId';
import { imagesChanged, newFiles } from './form/pickedImages';
import { RecipeForm } from './form/RecipeForm';
import { currentImages, formValuesOf, type RecipeDraft } from './form/recipeValues';
import { useRecipeSave } from './form/useRecipeSave';

function RecipeNotFound() {
  return (
    <EmptyState
      icon={<SearchOutlined />}
      title={t`Recipe Not Found`}
      description={t`This recipe may have been removed, or the link is not quite right.`}
      action={
        <ButtonLink to="/my-recipes" type="primary">
          {t`Go to My Recipes`}
        </ButtonLink>
      }
    />
  );
}

/** Only the author (or an admin) edits a recipe: anyone else is told so and sent to My Recipes. */
function NotYourRecipe() {
  const notifications = useNotifications();
  const navigate = useNavigate();
  useEffect(() => {
    notifications.error({
      key: 'edit-recipe-denied',
      title: t`Access denied`,
      description: t`You can only edit your own recipes`,
    });
    void navigate('/my-recipes', { replace: true });
  }, [notifications, navigate]);
  return null;
}

function RecipeEditor({ recipe, isAdmin }: { recipe: RecipeDetailDto; isAdmin: boolean }) {
  const [updateRecipe] = useUpdateRecipeMutation();
  const [replaceRecipeImages] = useReplaceRecipeImagesMutation();
  const { id } = recipe;

  const { submit, busy, reasons } = useRecipeSave({
    // The text first; then, when they changed, the photos: the kept ones in order, then the new
    // ones (the picker keeps them in that order too).
    save: async ({ images, ...recipeInputDto }: RecipeDraft) => {
      const saved = await updateRecipe({ id, recipeInputDto }).unwrap();
      if (!imagesChanged(currentImages(recipe), images)) return saved;
      const keepImages = images.filter((image) => !image.file).map((image) => image.url);
      const files = newFiles(images);
      return replaceRecipeImages({
        id,
        recipeImagesFormDto: { keepImages, ...(files.length > 0 && { images: files }) },
      }).unwrap();
    },
    success: {
      title: t`Recipe updated successfully`,
      description: isAdmin ? t`Your changes are live.` : t`Your recipe has been updated and is pending review.`,
    },
    failure: (error) => ({ title: t`Failed to update recipe`, description: errorMessage(error) }),
  });

  return (
    <RecipeForm
      initialValues={formValuesOf(recipe)}
      initialReadings={recipe.ingredientLines}
      initialFreeFrom={recipe.freeFrom}
      tagsInput="text"
      missingFieldsNotice={{ title: t`Missing required fields` }}
      submitLabel={t`Save Changes`}
      busyLabel={t`Saving...`}
      busy={busy}
      reasons={reasons}
      onSubmit={(draft) => void submit(draft)}
    />
  );
}

function EditRecipe({ id, user }: { id: number | undefined; user: UserDto }) {
  const { data, error, isLoading, refetch } = useGetRecipeQuery({ id: id ?? 0 }, { skip: id === undefined });
  const status = errorStatus(error);

  if (id === undefined || status === 404 || status === 400) return <RecipeNotFound />;
  if (isLoading) return <LoadingSpinner label={t`Loading recipe`} />;
  if (!data) return <ErrorNotice message={t`Failed to fetch recipe`} onRetry={refetch} />;
  const isAdmin = user.role === 'admin';
  if (data.authorId !== user.id && !isAdmin) return <NotYourRecipe />;
  return <RecipeEditor key={data.id} recipe={data} isAdmin={isAdmin} />;
}

export function EditRecipePage() {
  const id = parseRecipeId(useParams().id);
  const { user, isLoading } = useCurrentUser();

  let content;
  if (isLoading) content = <LoadingSpinner label={t`Loading`} />;
  else if (!user) content = <AccessDenied description={t`Please sign in to edit your recipes.`} />;
  else content = <EditRecipe id={id} user={user} />;

  return (
    <Page title={t`Edit Recipe`} before={<BackLink to="/my-recipes">{t`Back to My Recipes`}</BackLink>} narrow>
      {content}
    </Page>
  );
}
