import { Input } from 'antd';

interface AdminSearchProps {
  /** The box's accessible name ('Search users'). */
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}

/** The search box above a table: searches on Enter or the button, and again when cleared. */
export function AdminSearch({ label, placeholder, onSearch }: AdminSearchProps) {
  return (
    <Input.Search
      className="admin-search"
      aria-label={label}
      placeholder={placeholder}
      allowClear
      enterButton
      onSearch={(text) => onSearch(text)}
    />
  );
}
