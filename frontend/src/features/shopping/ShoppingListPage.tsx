import { t } from '@lingui/core/macro';
import { CompassOutlined, DeleteOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Popconfirm } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  useAddShoppingItemMutation,
  useClearShoppingListMutation,
  useListShoppingListQuery,
  useRemoveShoppingItemMutation,
  useUpdateShoppingItemMutation,
  type ShoppingItemDto,
} from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { Page } from '../../shared/ui/Page';
import { SignInRequired } from '../../shared/ui/SignInRequired';
import { useCurrentUser } from '../auth/useCurrentUser';
import { refusalReasons } from '../recipes/form/useRecipeSave';
import { shoppingItemLabel } from './shoppingItemLabel';
import './ShoppingList.css';

/** One item: a large check box to tick with a thumb, where it came from, and remove. */
function ShoppingItem({ item }: { item: ShoppingItemDto }) {
  const [update] = useUpdateShoppingItemMutation();
  const [remove, { isLoading: removing }] = useRemoveShoppingItemMutation();
  const label = shoppingItemLabel(item);
  return (
    <li className={item.checked ? 'shopping-item shopping-item--checked' : 'shopping-item'}>
      <div className="shopping-item__main">
        <Checkbox
          checked={item.checked}
          onChange={(event) => void update({ itemId: item.id, updateShoppingItemDto: { checked: event.target.checked } })}
        >
          <span className="shopping-item__label">{label}</span>
        </Checkbox>
        {item.recipes.length > 0 && (
          <span className="shopping-item__from">
            {t`for`}{' '}
            {item.recipes.map((recipe, index) => (
              <span key={recipe.id}>
                {index > 0 && ', '}
                <Link to={`/recipe/${recipe.id}`}>{recipe.title}</Link>
              </span>
            ))}
          </span>
        )}
      </div>
      <Button
        type="text"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t`Remove ${label}`}
        loading={removing}
        onClick={() => void remove({ itemId: item.id })}
      />
    </li>
  );
}

/** A line the member writes ('2 lemons'), read and merged like a recipe's. */
function AddItem() {
  const [text, setText] = useState('');
  const [add, { isLoading }] = useAddShoppingItemMutation();
  const notifications = useNotifications();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await add({ addShoppingItemDto: { text: text.trim() } }).unwrap();
      setText('');
    } catch (error) {
      notifications.error({ title: t`Could not add the item`, description: refusalReasons(error)[0] ?? t`Please try again.` });
    }
  };
  return (
    <form className="shopping-add" onSubmit={(event) => void submit(event)}>
      <Input
        aria-label={t`Add an item`}
        placeholder={t`Add an item, e.g. 2 lemons`}
        value={text}
        maxLength={1000}
        onChange={(event) => setText(event.target.value)}
        size="large"
      />
      <Button htmlType="submit" type="primary" size="large" icon={<PlusOutlined aria-hidden />} loading={isLoading}>
        {t`Add`}
      </Button>
    </form>
  );
}

function MemberShoppingList() {
  const { data, isLoading, isError, refetch } = useListShoppingListQuery();
  const [clear] = useClearShoppingListMutation();
  if (isError) return <ErrorNotice message={t`Failed to fetch your shopping list`} onRetry={refetch} />;
  if (isLoading || !data) return <LoadingSpinner label={t`Loading your shopping list`} />;
  const items = data.items;
  const checked = items.filter((item) => item.checked).length;
  const toBuy = items.length - checked;
  return (
    <>
      <AddItem />
      {items.length === 0 ? (
        <EmptyState
          icon={<ShoppingCartOutlined />}
          title={t`Your shopping list is empty`}
          description={t`Add a recipe's ingredients from its page, at the servings you want, or add items above.`}
          action={
            <ButtonLink to="/browse" type="primary" icon={<CompassOutlined aria-hidden />}>
              {t`Browse Recipes`}
            </ButtonLink>
          }
        />
      ) : (
        <section aria-labelledby="shopping-items-title">
          <h2 id="shopping-items-title" className="shopping-list__count">
            {checked > 0 ? t`${toBuy} to buy, ${checked} checked` : t`${toBuy} to buy`}
          </h2>
          <ul className="shopping-list">
            {items.map((item) => (
              <ShoppingItem key={item.id} item={item} />
            ))}
          </ul>
          <div className="shopping-list__actions">
            <Button disabled={checked === 0} onClick={() => void clear({ checked: true })}>
              {t`Remove checked items`}
            </Button>
            <Popconfirm
              title={t`Clear your whole shopping list?`}
              okText={t`Clear list`}
              cancelText={t`Cancel`}
              onConfirm={() => void clear({})}
            >
              <Button danger>{t`Clear list`}</Button>
            </Popconfirm>
          </div>
        </section>
      )}
    </>
  );
}

/** /shopping-list: one list per member, merged by ingredient and unit across recipes. */
export function ShoppingListPage() {
  const { user } = useCurrentUser();
  return (
    <Page title={t`Shopping List`} subtitle={t`Everything to buy for the recipes you plan to cook, added up.`} narrow>
      {user ? (
        <MemberShoppingList />
      ) : (
        <SignInRequired description={t`Please sign in to keep a shopping list.`} returnTo="/shopping-list" />
      )}
    </Page>
  );
}
