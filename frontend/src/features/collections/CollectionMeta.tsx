import { GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { plural, t } from '@lingui/core/macro';
import type { CollectionSummaryDto } from '../../api';

/** 'Public · 3 recipes' (or Private) under a collection's name, with its icon. */
export function CollectionMeta({ collection, className }: { collection: CollectionSummaryDto; className: string }) {
  const { recipeCount } = collection;
  const count = plural(recipeCount, { one: '# recipe', other: '# recipes' });
  return (
    <span className={className}>
      {collection.isPublic ? <GlobalOutlined aria-hidden /> : <LockOutlined aria-hidden />}
      {` ${collection.isPublic ? t`Public · ${count}` : t`Private · ${count}`}`}
    </span>
  );
}
