import { changelogInView } from '#app/features/change-history/in-view';
import { changelogOfScreen } from './screen';
import { defineCommand } from './types';

/**
 * 'Show changelog' for the document in view: the screen's 'Changelog Details' popup where it has
 * one (the campaign summary and the forms of stored documents), else that document's change log page.
 */
export default defineCommand({
  id: 'show-changelog',
  title: 'Show changelog',
  group: 'Actions',
  keywords: ['changelog details', 'history', 'changes', 'audit', 'who changed'],
  when: (ctx) => changelogOfScreen(ctx.screen) !== undefined,
  onScreen: () => true,
  run: (ctx) => {
    const popup = changelogInView();
    const changelog = changelogOfScreen(ctx.screen);
    if (popup) popup.open();
    else if (changelog) ctx.navigate(changelog);
  },
});
