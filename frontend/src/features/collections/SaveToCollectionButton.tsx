import { FolderAddOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import type { RecipeDetailDto } from '../../api';
import { useCurrentUser } from '../auth/useCurrentUser';

// The dialog's code loads on the first press.
const SaveToCollectionDialog = lazy(() => import('./SaveToCollectionDialog').then((m) => ({ default: m.SaveToCollectionDialog })));

/** The recipe page's 'Save to collection' button for members (its icon alone on phones), opening the Save to collection dialog. */
export function SaveToCollectionButton({ recipe }: { recipe: RecipeDetailDto }) {
  const { user } = useCurrentUser();
  const [state, setState] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const opener = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  const close = () => {
    setState('closed');
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      <Button
        ref={opener}
        className="recipe-page__collect"
        icon={<FolderAddOutlined aria-hidden />}
        aria-label={t`Save to collection`}
        aria-haspopup="dialog"
        onClick={() => setState('open')}
      >
        <span className="recipe-page__collect-label">{t`Save to collection`}</span>
      </Button>
      {state !== 'unopened' && (
        <Suspense>
          <SaveToCollectionDialog recipe={recipe} open={state === 'open'} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
