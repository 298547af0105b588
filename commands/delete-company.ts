import { companyInView } from '#app/features/companies/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The selected company's Delete button (list and preview): opens its confirmation. */
export default defineCommand({
  id: 'delete-company',
  title: 'Delete this company',
  group: 'Actions',
  keywords: ['remove company', 'delete company'],
  when: (ctx) => isScreen(ctx.screen, 'company-list') && Boolean(companyInView()),
  onScreen: () => true,
  run: () => companyInView()?.openDelete(),
});
