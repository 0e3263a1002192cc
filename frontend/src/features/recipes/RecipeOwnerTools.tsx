import { Alert } from 'antd';
import { useNavigate } from 'react-router';
import type { RecipeDetailDto, UserDto } from '../../api';
import { RecipeOwnerButtons } from '../../shared/ui/RecipeCard';
import { useDeleteRecipe } from './useDeleteRecipe';

/*
 * The recipe page's tools for its author and admins, loaded only for them: visitors, the page's
 * main readers, never load the confirmation dialog.
 */

/** Edit and Delete on the recipe page; after deleting, the author's list. */
export function RecipeManageButtons({ recipe }: { recipe: RecipeDetailDto }) {
  const navigate = useNavigate();
  const { deleteAction, contextHolder } = useDeleteRecipe({ onDeleted: () => void navigate('/my-recipes') });
  return (
    <>
      {contextHolder}
      <RecipeOwnerButtons recipe={recipe} actions={deleteAction(recipe)} />
    </>
  );
}

/** What the author and admins should know: the recipe awaits approval, or may not be vegan. */
export function RecipeModerationNotices({ recipe, user }: { recipe: RecipeDetailDto; user: UserDto }) {
  const flags = user.role === 'admin' ? (recipe.veganFlags ?? []) : [];
  const audience = user.id === recipe.authorId ? 'you' : 'its author';
  return (
    <>
      {!recipe.isApproved && (
        <Alert
          className="recipe-notice"
          type="info"
          showIcon
          role="note"
          title="Pending review"
          description={`Only ${audience} and the admins can see this recipe until an admin approves it.`}
        />
      )}
      {flags.length > 0 && (
        <Alert
          className="recipe-notice"
          type="warning"
          showIcon
          role="note"
          title="May not be vegan"
          description={
            <>
              These ingredient lines mention non-vegan foods:
              <ul className="recipe-notice__list" aria-label="Flagged ingredients">
                {flags.map(({ index, line, term }) => (
                  <li key={index}>
                    {line} <span className="recipe-notice__term">({term})</span>
                  </li>
                ))}
              </ul>
            </>
          }
        />
      )}
    </>
  );
}
