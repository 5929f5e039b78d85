import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TerpeneInput } from './terpene-input';

/** The input with its own state, as the form's Controller holds it. */
function Harness({ start = [] as string[], onChange = (_v: string[]) => {} }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <TerpeneInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        required
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Terpenes' });
const chosen = () =>
  within(screen.queryByRole('list', { name: 'Terpenes' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', '').trim());
const suggestions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('terpene entry — spec §5', () => {
  it('adds a name with Enter, Tab or comma', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Myrcene{Enter}');
    await user.type(input(), 'Limonene,');
    await user.type(input(), 'Pinene');
    await user.tab();
    expect(chosen()).toEqual(['Myrcene', 'Limonene', 'Pinene']);
    expect(input()).toHaveValue('');
  });

  it('Tab with nothing typed moves on; Enter with nothing typed adds nothing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(input());
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores duplicates (whatever the case) and allows free entry', async () => {
    const user = userEvent.setup();
    render(<Harness start={['Myrcene']} />);
    await user.type(input(), 'myrcene{Enter}');
    await user.type(input(), 'House Blend Terp{Enter}');
    expect(chosen()).toEqual(['Myrcene', 'House Blend Terp']);
  });

  it('each one can be removed', async () => {
    const user = userEvent.setup();
    render(<Harness start={['Myrcene', 'Limonene']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Myrcene' }));
    expect(chosen()).toEqual(['Limonene']);
  });

  it('suggests at most 6 matching names that are not chosen yet', async () => {
    const user = userEvent.setup();
    render(<Harness start={['Alpha-Pinene']} />);
    await user.type(input(), 'ene');
    const shown = suggestions();
    expect(shown).toHaveLength(6);
    expect(shown).not.toContain('Alpha-Pinene');
    expect(shown.every((name) => name?.toLowerCase().includes('ene'))).toBe(true);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a suggestion is taken by click, or by ArrowDown and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'lina');
    await user.click(screen.getByRole('option', { name: 'Linalool' }));
    expect(chosen()).toEqual(['Linalool']);
    await user.type(input(), 'humu');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Humulene' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(chosen()).toEqual(['Linalool', 'Humulene']);
    expect(suggestions()).toEqual([]);
  });

  it('a pasted list separated by commas adds each name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste('Myrcene, Limonene, Ocimene');
    expect(chosen()).toEqual(['Myrcene', 'Limonene']);
    expect(input()).toHaveValue(' Ocimene');
    await user.keyboard('{Enter}');
    expect(chosen()).toEqual(['Myrcene', 'Limonene', 'Ocimene']);
  });

  it('text left in the field is added when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Geraniol');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(chosen()).toEqual(['Geraniol']);
  });
});
