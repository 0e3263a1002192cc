import { useState } from 'react';
import { Button, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { CUISINE_NAME_MAX } from '@plantry/shared';
import { useUpdateCuisineMutation, type AdminCuisineDto } from '../../../api';
import { useAdminFeedback } from '../table/useAdminFeedback';

/**
 * The name, renamed in place (SPEC.md section 4): the edit button or a click on the name opens a
 * box; Enter saves, Escape (or leaving the box) cancels. A blank name is never sent, an unchanged
 * one closes the box without a call, and a refused one (a duplicate) stays open to be fixed.
 */
export function CuisineNameCell({ cuisine }: { cuisine: AdminCuisineDto }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [updateCuisine, { isLoading }] = useUpdateCuisineMutation();
  const report = useAdminFeedback();

  const save = async (text: string) => {
    const name = text.trim();
    if (!name || isLoading) return;
    if (name === cuisine.name) return setDraft(null);
    const saved = await report(updateCuisine({ id: cuisine.id, updateCuisineDto: { name } }), t`Cuisine updated successfully`);
    if (saved) setDraft(null);
  };

  if (draft !== null) {
    return (
      <Input
        aria-label={t`New name for ${cuisine.name}`}
        value={draft}
        maxLength={CUISINE_NAME_MAX}
        autoFocus
        enterKeyHint="done"
        status={draft.trim() ? undefined : 'error'}
        aria-invalid={!draft.trim()}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save(draft);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setDraft(null);
          }
        }}
        onBlur={() => setDraft(null)}
      />
    );
  }

  return (
    <span className="admin-cuisine">
      {cuisine.emoji && (
        <span className="admin-cuisine__emoji" aria-hidden="true">
          {cuisine.emoji}
        </span>
      )}
      {/* The click is a shortcut for pointers; the edit button is the way in for everyone. */}
      <span className="admin-cuisine__name" onClick={() => setDraft(cuisine.name)}>
        {cuisine.name}
      </span>
      <Button
        type="text"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t`Rename ${cuisine.name}`}
        onClick={() => setDraft(cuisine.name)}
      />
    </span>
  );
}
