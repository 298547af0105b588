import type { Company } from '#domain/company';
import { company } from '#server/store/schema';
import type { Collection } from '#server/repo/document-types';

export const companyCollection: Collection<Company> = {
  documentType: 'Company',
  label: 'Company',
  table: company,
  columns: (doc) => ({ name: doc.name, nameKey: doc.name.toLowerCase() }),
  parentIds: () => [],
};
