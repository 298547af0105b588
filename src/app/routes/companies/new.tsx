import { createFileRoute } from '@tanstack/react-router';
import { allCompaniesQuery } from '../../api/company';
import { CompanyForm } from '../../features/companies/CompanyForm';

export const Route = createFileRoute('/companies/new')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(allCompaniesQuery()),
  staticData: { breadcrumb: 'Create New Company' },
  component: () => <CompanyForm />,
});
