import { t } from '@lingui/core/macro';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useAddRecipeToShoppingListMutation, type RecipeDetailDto } from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { refusalReasons } from '../form/useRecipeSave';
import { formatAmount } from './amounts';
import type { RecipeScale } from './useRecipeScale';

/** Puts the recipe's ingredients, at the servings chosen, on the member's shopping list. */
export function AddToShoppingList({ recipe, scale }: { recipe: RecipeDetailDto; scale: RecipeScale }) {
  const [add, { isLoading }] = useAddRecipeToShoppingListMutation();
  const notifications = useNotifications();
  // The toast is drawn outside the router: its link navigates through this page's router.
  const navigate = useNavigate();
  const amount = formatAmount(scale.amount, 'fraction');
  const what = scale.base === null ? `${amount}×` : t`${amount} servings`;
  const onClick = async () => {
    try {
      await add({ id: recipe.id, addRecipeToShoppingListDto: { servings: scale.amount } }).unwrap();
      notifications.success({
        title: t`Added to your shopping list`,
        description: (
          <>
            {t`The ingredients for ${what}, added up with what is already on it.`}{' '}
            <a
              href="/shopping-list"
              onClick={(event) => {
                event.preventDefault();
                void navigate('/shopping-list');
              }}
            >
              {t`Open your shopping list`}
            </a>
          </>
        ),
      });
    } catch (error) {
      notifications.error({
        title: t`Could not add to your shopping list`,
        description: refusalReasons(error)[0] ?? t`Please try again.`,
      });
    }
  };
  return (
    <Button className="recipe-scale__shop" icon={<ShoppingCartOutlined aria-hidden />} loading={isLoading} onClick={() => void onClick()}>
      {t`Add to shopping list`}
    </Button>
  );
}
