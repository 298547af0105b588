import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cloneAd from '#commands/clone-ad';
import deleteAd from '#commands/delete-ad';
import resendAdEvent from '#commands/resend-ad-event';
import type { CommandContext } from '#commands/types';
import { setAdInView } from '#app/features/ads/in-view';
import { CommandPalette } from '#app/palette/CommandPalette';
import { useGlobalKeys } from '#app/palette/useGlobalKeys';
import { commandContext, type TestContext } from '#tests/app/support/command-context';

vi.mock('#app/api/record-search', () => ({ searchRecords: async () => [] }));

const COMMANDS = [cloneAd, deleteAd, resendAdEvent];
let ctx: TestContext & { navigated: () => string[] };

function Shell({ ctx }: { ctx: CommandContext }) {
  useGlobalKeys(COMMANDS, ctx);
  return <CommandPalette commands={COMMANDS} ctx={ctx} />;
}

async function openPalette(pathname: string, roles: string[] = []) {
  ctx = commandContext(pathname, { roles, flags: { campaignServiceVersion: 'v1' } });
  render(
    <Provider store={createStore()}>
      <Shell ctx={ctx} />
    </Provider>,
  );
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox');
  await waitFor(() => expect(document.activeElement).toBe(input));
  return user;
}

afterEach(() => {
  setAdInView(undefined);
});

describe('ad commands in the palette', () => {
  it('on the ad form: clone, delete and resend act on the ad on view, clone without asking for an id', async () => {
    setAdInView({ campaignId: '700', adSetId: '31', adId: '41' });
    const user = await openPalette('/campaigns/700/adsets/31/ads/41', ['sk_engineering']);
    const titles = (await screen.findAllByRole('option')).map((o) => o.textContent);
    for (const title of ['Clone ad…', 'Delete this ad', 'Resend event for this ad']) expect(titles.some((t) => t?.startsWith(title))).toBe(true);
    await user.keyboard('clone ad');
    await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toContain('Clone ad…'));
    await user.keyboard('{Enter}');
    expect(ctx.navigated()).toEqual(['/campaigns/700/adsets?selected=31&dialog=clone-ad&ad=41']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('elsewhere only clone is offered, and it asks for the ad id first', async () => {
    const user = await openPalette('/campaigns', ['sk_engineering']);
    const titles = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(titles.map((t) => t?.replace(/Actions$/, ''))).toEqual(['Clone ad…']);
    await user.keyboard('{Enter}');
    await screen.findByRole('combobox', { name: 'Clone ad…: Ad id' });
    expect(ctx.navigate).not.toHaveBeenCalled();
  });
});
