import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { MY_RECIPE_SORTS, type MyRecipeSort } from '@plantry/shared';

const SORT_LABELS: Record<MyRecipeSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  rating: 'Highest Rated',
};

const items: MenuProps['items'] = MY_RECIPE_SORTS.map((sort) => ({ key: sort, label: SORT_LABELS[sort] }));

interface MyRecipesSortProps {
  value: MyRecipeSort;
  onChange: (sort: MyRecipeSort) => void;
}

/** The sort dropdown (SPEC.md, My Recipes): a menu of the three orders, the current one checked. */
export function MyRecipesSort({ value, onChange }: MyRecipesSortProps) {
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: [value],
        onClick: ({ key }) => onChange(key as MyRecipeSort),
      }}
    >
      <Button>
        Sort by: {SORT_LABELS[value]}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
