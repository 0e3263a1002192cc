import { useState, type FormEvent } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RECIPE_LIMITS } from '@plantry/shared';
import { TagInput } from './TagInput';

function Tags({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagInput id="tags" value={tags} onChange={setTags} />
    </>
  );
}

function setup(initial?: string[]) {
  const events = userEvent.setup();
  render(<Tags initial={initial} />);
  return { events, input: screen.getByLabelText('Tags') };
}

const chips = () =>
  screen.queryByRole('list', { name: 'Tags added' })
    ? within(screen.getByRole('list', { name: 'Tags added' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];

describe('TagInput', () => {
  it('adds a tag on Enter, trimmed and in lower case', async () => {
    const { events, input } = setup();
    await events.type(input, '  Quick Dinner  {Enter}');
    expect(chips()).toEqual(['quick dinner']);
    expect(input).toHaveValue('');
  });

  it('adds a tag on each comma, also when pasted', async () => {
    const { events, input } = setup();
    await events.type(input, 'vegan,gluten-free,');
    expect(chips()).toEqual(['vegan', 'gluten-free']);
    await events.click(input);
    await events.paste('soup, winter, sta');
    expect(chips()).toEqual(['vegan', 'gluten-free', 'soup', 'winter']);
    expect(input).toHaveValue(' sta');
  });

  it('ignores duplicates and blanks', async () => {
    const { events, input } = setup(['quick']);
    await events.type(input, 'Quick{Enter}   {Enter}, ,#quick,');
    expect(chips()).toEqual(['quick']);
  });

  it('adds what is typed when the field is left', async () => {
    const { events, input } = setup();
    await events.type(input, 'dinner');
    await events.tab();
    expect(chips()).toEqual(['dinner']);
  });

  it('does not submit the form on Enter', async () => {
    const events = userEvent.setup();
    const submit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <TagInput id="tags" />
      </form>,
    );
    await events.type(screen.getByRole('textbox'), 'quick{Enter}');
    expect(submit).not.toHaveBeenCalled();
  });

  it('removes a tag with its button, reached by keyboard, and returns the focus to the text box', async () => {
    const { events, input } = setup(['quick', 'dinner']);
    await events.click(input);
    await events.tab();
    expect(screen.getByRole('button', { name: 'Remove tag quick' })).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(chips()).toEqual(['dinner']);
    expect(input).toHaveFocus();
  });

  it(`keeps at most ${RECIPE_LIMITS.tagsMax} tags and says so`, async () => {
    const full = Array.from({ length: RECIPE_LIMITS.tagsMax }, (_, index) => `tag${index}`);
    const { events, input } = setup(full);
    await events.type(input, 'one more{Enter}');
    expect(chips()).toEqual(full);
    expect(screen.getByRole('status')).toHaveTextContent(`You can add up to ${RECIPE_LIMITS.tagsMax} tags.`);
  });

  it(`refuses a tag over ${RECIPE_LIMITS.tagMax} characters`, async () => {
    const { events, input } = setup();
    await events.type(input, `${'a'.repeat(RECIPE_LIMITS.tagMax + 1)}{Enter}`);
    expect(chips()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(`A tag can be at most ${RECIPE_LIMITS.tagMax} characters.`);
  });
});
