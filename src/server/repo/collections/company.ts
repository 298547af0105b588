import { ENTITIES } from '#domain/entities';
import type { Company } from '#domain/company';
import { company } from '#server/store/schema';
import type { Collection } from '#server/repo/document-types';

export const companyCollection: Collection<Company> = {
  documentType: ENTITIES.company.documentType,
  label: ENTITIES.company.label,
  table: company,
  columns: (doc) => ({ name: doc.name, nameKey: doc.name.toLowerCase() }),
  parentIds: () => [],
};
