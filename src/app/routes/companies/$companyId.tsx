import { createFileRoute } from '@tanstack/react-router';
import { companyQuery } from '../../api/company';
import { CompanyForm } from '../../features/companies/CompanyForm';

export const Route = createFileRoute('/companies/$companyId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(companyQuery(params.companyId));
  },
  staticData: { breadcrumb: 'Edit Company' },
  component: function EditCompany() {
    const { companyId } = Route.useParams();
    return <CompanyForm companyId={companyId} />;
  },
});
