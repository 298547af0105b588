import { createFileRoute } from '@tanstack/react-router';
import { CompanyForm } from '#app/features/companies/CompanyForm';

export const Route = createFileRoute('/companies/new')({
  staticData: { breadcrumb: 'Create New Company', screen: 'company-form' },
  component: () => <CompanyForm />,
});
