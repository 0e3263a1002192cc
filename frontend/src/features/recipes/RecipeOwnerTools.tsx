import { t } from '@lingui/core/macro';
import { Alert, Button, Dropdown, type MenuProps } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined, PrinterOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { RecipeDetailDto, UserDto } from '../../api';
import { editRecipePath, RecipeOwnerButtons, type RecipeOwnerActions } from '../../shared/ui/RecipeCard';
import { useDeleteRecipe } from './useDeleteRecipe';

/*
 * The recipe page's tools for its author and admins, loaded only for them: visitors, the page's
 * main readers, never load the confirmation dialog.
 */

/**
 * 'More actions' (phones): Edit, Delete and Print in one menu, so that the toolbar stays one row
 * beside 'Back to Home' and the heart.
 */
function MoreActionsMenu({ recipe, actions }: { recipe: RecipeDetailDto; actions: RecipeOwnerActions }) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'edit', label: t`Edit`, icon: <EditOutlined aria-hidden />, onClick: () => void navigate(editRecipePath(recipe.id)) },
    { key: 'delete', label: t`Delete`, icon: <DeleteOutlined aria-hidden />, danger: true, onClick: actions.onDelete },
    { key: 'print', label: t`Print`, icon: <PrinterOutlined aria-hidden />, onClick: () => window.print() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button className="recipe-page__more" icon={<MoreOutlined aria-hidden />} aria-label={t`More actions`} loading={actions.deleting} />
    </Dropdown>
  );
}

/**
 * Edit and Delete on the recipe page, as buttons from 576 px and in 'More actions' on phones (the
 * page's CSS shows one or the other); after deleting, the author's list.
 */
export function RecipeManageButtons({ recipe }: { recipe: RecipeDetailDto }) {
  const navigate = useNavigate();
  const { deleteAction, contextHolder } = useDeleteRecipe({ onDeleted: () => void navigate('/my-recipes') });
  const actions = deleteAction(recipe);
  return (
    <>
      {contextHolder}
      <span className="recipe-page__owner-buttons">
        <RecipeOwnerButtons recipe={recipe} actions={actions} />
      </span>
      <MoreActionsMenu recipe={recipe} actions={actions} />
    </>
  );
}

/** What the author and admins should know: the recipe awaits approval, or may not be vegan. */
export function RecipeModerationNotices({ recipe, user }: { recipe: RecipeDetailDto; user: UserDto }) {
  const flags = user.role === 'admin' ? (recipe.veganFlags ?? []) : [];
  const own = user.id === recipe.authorId;
  return (
    <>
      {!recipe.isApproved && (
        <Alert
          className="recipe-notice"
          type="info"
          showIcon
          role="note"
          title={t`Pending review`}
          description={
            own
              ? t`Only you and the admins can see this recipe until an admin approves it.`
              : t`Only its author and the admins can see this recipe until an admin approves it.`
          }
        />
      )}
      {flags.length > 0 && (
        <Alert
          className="recipe-notice"
          type="warning"
          showIcon
          role="note"
          title={t`May not be vegan`}
          description={
            <>
              {t`These ingredient lines mention non-vegan foods:`}
              <ul className="recipe-notice__list" aria-label={t`Flagged ingredients`}>
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
