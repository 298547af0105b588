import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { PopupDialog, type PopupDialogProps } from '#app/ui/PopupDialog';

function Harness(props: Partial<PopupDialogProps> & { withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <PopupDialog title="Resend event" isOpen={open} onOpenChange={setOpen} confirmLabel="Send" onConfirm={props.onConfirm} {...props}>
        <p>Send the event again?</p>
        {props.withField && <input aria-label="Note" />}
      </PopupDialog>
    </>
  );
}

async function openIt(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  await user.keyboard('{Enter}');
  return screen.getByRole('dialog', { name: 'Resend event' });
}

describe('popup dialog', () => {
  it('moves focus in, traps it, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} />);
    const dialog = await openIt(user);
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Open');
  });

  it('confirms on Enter from a field', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} withField />);
    await openIt(user);
    screen.getByRole('textbox', { name: 'Note' }).focus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Enter on Cancel cancels rather than confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await openIt(user);
    while (document.activeElement?.textContent !== 'Cancel') await user.tab();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Escape and Enter when a popup says so', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} withField isKeyboardDismissDisabled enterConfirms={false} />);
    await openIt(user);
    screen.getByRole('textbox', { name: 'Note' }).focus();
    await user.keyboard('{Enter}{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
