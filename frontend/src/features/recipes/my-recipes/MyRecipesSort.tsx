import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { MY_RECIPE_SORTS, type MyRecipeSort } from '@plantry/shared';

const SORT_LABELS: Record<MyRecipeSort, MessageDescriptor> = {
  newest: msg`Newest First`,
  oldest: msg`Oldest First`,
  rating: msg`Highest Rated`,
};

interface MyRecipesSortProps {
  value: MyRecipeSort;
  onChange: (sort: MyRecipeSort) => void;
}

/** The sort dropdown (SPEC.md, My Recipes): a menu of the three orders, the current one checked. */
export function MyRecipesSort({ value, onChange }: MyRecipesSortProps) {
  const sort = i18n._(SORT_LABELS[value]);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: MY_RECIPE_SORTS.map((key) => ({ key, label: i18n._(SORT_LABELS[key]) })),
        selectable: true,
        selectedKeys: [value],
        onClick: ({ key }) => onChange(key as MyRecipeSort),
      }}
    >
      <Button>
        {t`Sort by: ${sort}`}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
