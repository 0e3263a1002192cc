import type { ChangeEvent } from 'react';
import { t } from '@lingui/core/macro';
import { Input } from 'antd';
import { REVIEW_LIMITS } from '@plantry/shared';

interface CommentInputProps {
  id?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  autoFocus?: boolean;
}

/** The optional comment: line breaks kept, at most 2000 characters, with a counter. */
export function CommentInput(props: CommentInputProps) {
  return (
    <Input.TextArea
      {...props}
      rows={4}
      maxLength={REVIEW_LIMITS.commentMax}
      showCount
      placeholder={t`How did it turn out? Any tips or swaps?`}
    />
  );
}
