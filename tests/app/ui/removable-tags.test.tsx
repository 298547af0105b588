import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelectField } from '#app/ui/MultiSelectField';
import { TagListField } from '#app/ui/TagListField';

function Tags({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return <TagListField label="Receipt Descriptions" value={value} onChange={setValue} />;
}

function Chooser({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  const options = [
    { id: 'a', label: 'Alpha' },
    { id: 'b', label: 'Beta' },
  ];
  return <MultiSelectField label="Loyalty Programs" options={options} value={value} onChange={setValue} />;
}

describe('removable tags', () => {
  it('removing one of several keeps focus in the tags; removing the last gives it to the field’s input', async () => {
    const user = userEvent.setup();
    render(<Tags initial={['MILK', 'EGGS']} />);
    await user.click(screen.getByRole('row', { name: 'MILK' }));
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('row', { name: 'MILK' })).toBeNull();
    expect(screen.getByRole('grid', { name: 'Receipt Descriptions entered' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Receipt Descriptions' }));
  });

  it('the × of the last chosen option gives focus back to the select', async () => {
    const user = userEvent.setup();
    render(<Chooser initial={['b']} />);
    await user.click(screen.getByRole('button', { name: /^Remove Beta/ }));
    expect(screen.queryByRole('grid', { name: 'Chosen Loyalty Programs' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Loyalty Programs/ }));
  });
});
