import { Button, Tag, Tooltip } from 'antd';
import { CheckOutlined, UndoOutlined, WarningOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { useDeleteAnyRecipeMutation, useSetRecipeApprovalMutation, type AdminRecipeDto } from '../../../api';
import { recipePath, reviewsLabel } from '../../../shared/ui/RecipeCard';
import { formatRating } from '../../../shared/ui/StarRating';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { DeleteButton } from '../table/DeleteButton';
import { useAdminFeedback } from '../table/useAdminFeedback';

interface RecipeCellProps {
  recipe: AdminRecipeDto;
}

/** The non-vegan words the check found, each once, in the order of the ingredients. */
function flaggedTerms(recipe: AdminRecipeDto): string[] {
  return [...new Set(recipe.veganFlags.map((flag) => flag.term))];
}

/** The title (to the recipe's page), with 'Pending review' and the vegan check's warning. */
export function RecipeTitleCell({ recipe }: RecipeCellProps) {
  const terms = flaggedTerms(recipe);
  return (
    <div className="admin-recipe">
      <Link className="admin-recipe__title" to={recipePath(recipe.id)}>
        {recipe.title}
      </Link>
      {(!recipe.isApproved || terms.length > 0) && (
        <span className="admin-recipe__tags">
          {!recipe.isApproved && <Tag color="gold">{t`Pending review`}</Tag>}
          {terms.length > 0 && (
            <Tooltip title={t`Flagged ingredients: ${terms.join(', ')}`}>
              {/* Focusable, so keyboard users get the tooltip; screen readers read the words. */}
              <Tag color="red" icon={<WarningOutlined aria-hidden />} tabIndex={0}>
                {t`May not be vegan`}
                <VisuallyHidden>{t`: flagged ingredients ${terms.join(', ')}`}</VisuallyHidden>
              </Tag>
            </Tooltip>
          )}
        </span>
      )}
    </div>
  );
}

export function AuthorCell({ recipe }: RecipeCellProps) {
  return (
    <>
      {recipe.author.name}
      <a className="admin-table__secondary" href={`mailto:${recipe.authorEmail}`}>
        {recipe.authorEmail}
      </a>
    </>
  );
}

export function RatingCell({ recipe }: RecipeCellProps) {
  return (
    <span className="admin-recipe__rating">
      <span aria-hidden="true">★ </span>
      {formatRating(recipe.avgRating)}
      <span className="admin-table__secondary">{reviewsLabel(recipe.reviewCount)}</span>
    </span>
  );
}

/** Approve a pending recipe (it goes live) or take an approved one back to review. */
export function ApprovalButton({ recipe }: RecipeCellProps) {
  const [setApproval, { isLoading }] = useSetRecipeApprovalMutation();
  const report = useAdminFeedback();
  const approve = !recipe.isApproved;
  return (
    <Button
      size="small"
      type={approve ? 'primary' : 'default'}
      icon={approve ? <CheckOutlined aria-hidden /> : <UndoOutlined aria-hidden />}
      aria-label={approve ? t`Approve ${recipe.title}` : t`Unapprove ${recipe.title}`}
      loading={isLoading}
      onClick={() =>
        void report(
          setApproval({ id: recipe.id, recipeApprovalDto: { isApproved: approve } }),
          approve ? t`Recipe approved` : t`Recipe moved back to review`,
        )
      }
    >
      {approve ? t`Approve` : t`Unapprove`}
    </Button>
  );
}

export function DeleteRecipeButton({ recipe }: RecipeCellProps) {
  const [deleteRecipe, { isLoading }] = useDeleteAnyRecipeMutation();
  const report = useAdminFeedback();
  return (
    <DeleteButton
      name={recipe.title}
      title={t`Delete ${recipe.title}?`}
      warning={t`Are you sure you want to delete this recipe?`}
      busy={isLoading}
      onConfirm={() => void report(deleteRecipe({ id: recipe.id }), t`Recipe deleted successfully`)}
    />
  );
}
