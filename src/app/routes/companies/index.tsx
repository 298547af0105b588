import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { companyListQuery } from '#app/api/company';
import { CompanyList } from '#app/features/companies/CompanyList';
import { COMPANY_LIST_DEFAULTS, companyListParams, companyListSearch } from '#app/features/companies/search';

export const Route = createFileRoute('/companies/')({
  validateSearch: companyListSearch,
  search: { middlewares: [stripSearchParams(COMPANY_LIST_DEFAULTS)] },
  loaderDeps: ({ search: { q, cursor } }) => ({ q, cursor }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(companyListQuery(companyListParams(deps))),
  staticData: { breadcrumb: 'Companies', screen: 'company-list' },
  component: CompanyList,
});
