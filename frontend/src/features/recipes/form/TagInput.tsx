import { t } from '@lingui/core/macro';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Input, type InputRef } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { parseTags, RECIPE_LIMITS } from '@plantry/shared';
import './TagInput.css';

interface TagInputProps {
  /** Given by Form.Item, so that the field's label names the text box. */
  id?: string;
  /** Given by Form.Item: the field's help text. */
  'aria-describedby'?: string;
  value?: string[];
  onChange?: (tags: string[]) => void;
}

/**
 * Tags as chips (SPEC.md section 5): typing then Enter or a comma adds one, trimmed and in lower
 * case; blanks and duplicates are ignored. Each chip has a remove button.
 */
export function TagInput({ id, 'aria-describedby': describedBy, value: tags = [], onChange }: TagInputProps) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const input = useRef<InputRef>(null);

  /** Adds the tags written in `parts`, keeping what fits the limits. */
  const add = (parts: string[]) => {
    const written = parseTags(parts) ?? [];
    const fitting = written.filter((tag) => tag.length <= RECIPE_LIMITS.tagMax);
    const all = parseTags([...tags, ...fitting]) ?? [];
    const next = all.slice(0, RECIPE_LIMITS.tagsMax);
    const { tagMax, tagsMax } = RECIPE_LIMITS;
    if (fitting.length < written.length) setNotice(t`A tag can be at most ${tagMax} characters.`);
    else if (next.length < all.length) setNotice(t`You can add up to ${tagsMax} tags.`);
    else setNotice(null);
    if (next.length !== tags.length) onChange?.(next);
  };

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const parts = event.target.value.split(',');
    const rest = parts.pop() ?? '';
    if (parts.length > 0) add(parts);
    setText(rest);
  };

  /** Adds what is typed so far. */
  const commit = () => {
    if (text.trim()) add([text]);
    setText('');
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // adds a tag rather than submitting the form
    commit();
  };

  const remove = (tag: string) => {
    onChange?.(tags.filter((other) => other !== tag));
    setNotice(null);
    input.current?.focus(); // the focused remove button is gone
  };

  return (
    <div className="tag-input">
      <Input
        id={id}
        aria-describedby={describedBy}
        ref={input}
        value={text}
        placeholder={t`Type a tag, then Enter`}
        onChange={type}
        onKeyDown={keyDown}
        onBlur={commit}
      />
      <p className="tag-input__notice" role="status">
        {notice}
      </p>
      {tags.length > 0 && (
        <ul className="wrap-list tag-input__tags" aria-label={t`Tags added`}>
          {tags.map((tag) => (
            <li key={tag} className="tag-input__tag">
              <span>{tag}</span>
              <button type="button" className="tag-input__remove" aria-label={t`Remove tag ${tag}`} onClick={() => remove(tag)}>
                <CloseOutlined aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
