import { newCompanyLink } from '#app/api/links';
import { defineCommand } from './types';

/** spec 1 'Company list': a new company starts at /companies/new ('Create New Company'). */
export default defineCommand({
  id: 'create-company',
  title: 'Create company',
  group: 'Create',
  keywords: ['new company', 'add company', 'advertiser'],
  onScreen: (ctx) => ctx.screen.kind === 'company-list',
  run: (ctx) => ctx.navigate(newCompanyLink()),
});
