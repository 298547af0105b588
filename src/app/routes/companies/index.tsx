import { createFileRoute } from '@tanstack/react-router';
import { companyListQuery } from '../../api/company';
import { CompanyList, companyListParams } from '../../features/companies/CompanyList';
import { companyListSearch } from '../../features/companies/search';

export const Route = createFileRoute('/companies/')({
  validateSearch: companyListSearch,
  loaderDeps: ({ search: { cursor } }) => ({ cursor }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(companyListQuery(companyListParams(deps))),
  staticData: { breadcrumb: 'Companies' },
  component: CompanyList,
});
