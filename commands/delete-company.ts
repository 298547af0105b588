import { companyInView, isCompanyList } from '#app/features/companies/in-view';
import { defineCommand } from './types';

/** The selected company's Delete button (list and preview): opens its confirmation. */
export default defineCommand({
  id: 'delete-company',
  title: 'Delete this company',
  group: 'Actions',
  keywords: ['remove company', 'delete company'],
  when: (ctx) => isCompanyList(ctx.pathname) && Boolean(companyInView()),
  onScreen: () => true,
  run: () => companyInView()?.openDelete(),
});
