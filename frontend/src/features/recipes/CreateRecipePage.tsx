import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { FireOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { canShareRecipes } from '@plantry/shared';
import { useCreateRecipeMutation, type RecipeInputDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { Page } from '../../shared/ui/Page';
import { useCurrentUser } from '../auth/useCurrentUser';
import { BecomeHomeCookButton } from '../profile/BecomeHomeCookButton';
import { newFiles } from './form/pickedImages';
import { RecipeForm } from './form/RecipeForm';
import type { RecipeDraft, RecipeFormValues } from './form/recipeValues';
import { useRecipeSave } from './form/useRecipeSave';
import { ImportFromLink } from './link-import/ImportFromLink';

/** The optional fields that are set; the others are left out of a new recipe. */
function setFields(recipe: Omit<RecipeDraft, 'images'>): RecipeInputDto {
  return Object.fromEntries(Object.entries(recipe).filter(([, value]) => value !== null && value !== undefined)) as RecipeInputDto;
}

/** A visitor is sent to sign in (SPEC.md: redirect to /auth with an 'Unauthorized' notice). */
function SignInFirst() {
  const notifications = useNotifications();
  const navigate = useNavigate();
  useEffect(() => {
    notifications.error({
      key: 'create-recipe-sign-in',
      title: t`Unauthorized`,
      description: t`Please sign in to share a recipe.`,
    });
    void navigate(`/auth?returnTo=${encodeURIComponent('/create')}`, { replace: true });
  }, [notifications, navigate]);
  return null;
}

/** A registered member may become a home cook here (PRODUCT.md 'Roles'). */
function HomeCooksOnly() {
  return (
    <EmptyState
      icon={<FireOutlined />}
      title={t`Sharing recipes is for home cooks`}
      description={t`Become a home cook to share your vegan recipes with the community. It takes one click, and you can start right away.`}
      action={<BecomeHomeCookButton size="large" />}
    />
  );
}

function NewRecipe() {
  const [createRecipe] = useCreateRecipeMutation();
  // A draft imported from a link starts the form afresh with its values.
  const [imported, setImported] = useState<{ values: RecipeFormValues; count: number }>();
  const takeDraft = (values: RecipeFormValues) => setImported((last) => ({ values, count: (last?.count ?? 0) + 1 }));
  const { submit, busy, reasons } = useRecipeSave({
    save: ({ images, ...recipe }: RecipeDraft) => {
      const [featuredImage, ...galleryImages] = newFiles(images);
      return createRecipe({
        createRecipeFormDto: { ...setFields(recipe), featuredImage, ...(galleryImages.length > 0 && { galleryImages }) },
      }).unwrap();
    },
    success: {
      title: t`Recipe Created!`,
      description: t`Your recipe has been published and is live for everyone to see.`,
    },
    failure: () => ({ title: t`Error`, description: t`Failed to create recipe. Please try again.` }),
  });

  return (
    <>
      <ImportFromLink onDraft={takeDraft} />
      <RecipeForm
        key={imported?.count ?? 0}
        initialValues={imported?.values}
        tagsInput="chips"
        missingFieldsNotice={{ title: t`Missing Required Fields`, description: t`Please fill in all required fields.` }}
        submitLabel={t`Share Recipe`}
        busyLabel={t`Sharing...`}
        busy={busy}
        reasons={reasons}
        onSubmit={(draft) => void submit(draft)}
      />
    </>
  );
}

export function CreateRecipePage() {
  const { user, isLoading } = useCurrentUser();

  let content;
  if (isLoading) content = <LoadingSpinner label={t`Loading`} />;
  else if (!user) content = <SignInFirst />;
  else if (!canShareRecipes(user.role)) content = <HomeCooksOnly />;
  else content = <NewRecipe />;

  return (
    <Page title={t`Share Your Recipe`} subtitle={t`Share a favourite vegan dish with the community.`} narrow>
      {content}
    </Page>
  );
}
