import { Switch } from 'antd';
import { t } from '@lingui/core/macro';
import { useDeleteCuisineMutation, useUpdateCuisineMutation, type AdminCuisineDto } from '../../../api';
import { DeleteButton } from '../table/DeleteButton';
import { useChosenValue } from '../table/useChosenValue';
import { useAdminFeedback } from '../table/useAdminFeedback';

/** Active cuisines are offered on the site and in the recipe form; inactive ones are hidden. */
export function ActiveSwitch({ cuisine }: { cuisine: AdminCuisineDto }) {
  const [updateCuisine, { isLoading }] = useUpdateCuisineMutation();
  const report = useAdminFeedback();
  const { shown, change } = useChosenValue(cuisine.isActive, (isActive) =>
    report(updateCuisine({ id: cuisine.id, updateCuisineDto: { isActive } }), t`Cuisine updated successfully`),
  );
  return (
    <Switch
      aria-label={t`Active: ${cuisine.name}`}
      checked={shown}
      checkedChildren={t`Active`}
      unCheckedChildren={t`Inactive`}
      loading={isLoading}
      onChange={(isActive) => void change(isActive)}
    />
  );
}

export function DeleteCuisineButton({ cuisine }: { cuisine: AdminCuisineDto }) {
  const [deleteCuisine, { isLoading }] = useDeleteCuisineMutation();
  const report = useAdminFeedback();
  return (
    <DeleteButton
      name={cuisine.name}
      title={t`Delete cuisine?`}
      warning={t`Recipes using this cuisine will be affected: they stay on the site without a cuisine.`}
      busy={isLoading}
      onConfirm={() => void report(deleteCuisine({ id: cuisine.id }), t`Cuisine deleted successfully`)}
    />
  );
}
