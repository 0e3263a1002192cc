import { Tabs } from 'antd';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import { CuisineManagement } from './cuisines/CuisineManagement';
import { CsvImportTab } from './import/CsvImportTab';
import { MessagesTab } from './messages/MessagesTab';
import { RecipeManagement } from './recipes/RecipeManagement';
import { ReportsTab } from './reports/ReportsTab';
import { UserManagement } from './users/UserManagement';

/*
 * A pane is drawn (and asks for its data) only once its tab is opened, then kept, so its page,
 * sort and search are still there when the admin comes back to it.
 */
const TABS = [
  { key: 'users', label: msg`User Management`, children: <UserManagement /> },
  { key: 'cuisines', label: msg`Cuisine Management`, children: <CuisineManagement /> },
  { key: 'recipes', label: msg`Recipe Management`, children: <RecipeManagement /> },
  { key: 'import', label: msg`CSV Import`, children: <CsvImportTab /> },
  { key: 'messages', label: msg`Messages`, children: <MessagesTab /> },
  { key: 'reports', label: msg`Reports`, children: <ReportsTab /> },
];

/** The open tab lives in the address (?tab=recipes), so reloads, links and Back keep it. */
function useOpenTab(): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const open = TABS.find((tab) => tab.key === asked)?.key ?? 'users';
  return [open, (tab) => setParams({ tab }, { preventScrollReset: true })];
}

export function AdminTabs() {
  const [open, setOpen] = useOpenTab();
  return (
    <Tabs
      className="admin-tabs"
      activeKey={open}
      onChange={setOpen}
      items={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
      size="large"
    />
  );
}
