import { companiesLink } from '#app/api/links';
import { defineCommand } from './types';

export default defineCommand({
  id: 'go-companies',
  title: 'Go to Companies',
  group: 'Go to',
  keywords: ['companies', 'advertisers'],
  shortcut: 'g p',
  run: (ctx) => ctx.navigate(companiesLink()),
});
