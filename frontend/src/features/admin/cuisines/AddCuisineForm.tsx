import { useState } from 'react';
import { Button, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { CUISINE_NAME_MAX } from '@plantry/shared';
import { useCreateCuisineMutation } from '../../../api';
import { useAdminFeedback } from '../table/useAdminFeedback';

/** 'Add Cuisine': a non-blank name, created active (SPEC.md section 5); the box clears once added. */
export function AddCuisineForm() {
  const [name, setName] = useState('');
  const [createCuisine, { isLoading }] = useCreateCuisineMutation();
  const report = useAdminFeedback();
  const trimmed = name.trim();

  const add = async () => {
    if (!trimmed || isLoading) return;
    const added = await report(createCuisine({ createCuisineDto: { name: trimmed, isActive: true } }), t`Cuisine added successfully`);
    if (added) setName('');
  };

  return (
    <form
      className="admin-add-cuisine"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Input
        className="admin-add-cuisine__name"
        aria-label={t`New cuisine name`}
        placeholder={t`New cuisine name`}
        value={name}
        maxLength={CUISINE_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} disabled={!trimmed} loading={isLoading}>
        {t`Add Cuisine`}
      </Button>
    </form>
  );
}
