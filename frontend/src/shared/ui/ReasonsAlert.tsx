import { Alert } from 'antd';

/** Why the server refused a form, one reason a line; nothing when there is none. */
export function ReasonsAlert({ title, reasons, className }: { title: string; reasons: string[]; className?: string }) {
  if (reasons.length === 0) return null;
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      title={title}
      description={
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      }
    />
  );
}
