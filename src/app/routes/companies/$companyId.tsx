import { createFileRoute } from '@tanstack/react-router';
import { companyQuery } from '#app/api/company';
import { CompanyForm } from '#app/features/companies/CompanyForm';

export const Route = createFileRoute('/companies/$companyId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(companyQuery(params.companyId));
  },
  staticData: { breadcrumb: 'Edit Company', screen: 'company-form' },
  component: function EditCompany() {
    const { companyId } = Route.useParams();
    return <CompanyForm companyId={companyId} />;
  },
});
