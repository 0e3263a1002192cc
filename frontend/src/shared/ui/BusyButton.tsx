import { Button, type ButtonProps } from 'antd';

type BusyButtonProps = Omit<ButtonProps, 'loading' | 'children'> & {
  /** While true the button shows a spinner and `busyLabel`, and ignores clicks. */
  busy: boolean;
  busyLabel: string;
  children: string;
};

/** A primary button that says what it is doing while its call runs ('Sending...'). */
export function BusyButton({ busy, busyLabel, children, type = 'primary', ...props }: BusyButtonProps) {
  return (
    <Button {...props} type={type} loading={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
