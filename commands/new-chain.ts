import { newChainLink } from '#app/api/links';
import { defineCommand } from './types';

/** spec 3 'Chains list': the 'New Chain' button, as a command. */
export default defineCommand({
  id: 'new-chain',
  title: 'New chain',
  group: 'Create',
  keywords: ['create chain', 'add chain', 'new retailer', 'new store chain'],
  shortcut: 'n h',
  onScreen: (ctx) => ctx.screen.kind === 'chain-list',
  run: (ctx) => ctx.navigate(newChainLink()),
});
