import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCompany, type CompanyDocument } from '../../api/company';
import { failureDetail } from '../../api/errors';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { notify } from '../../ui/notifications';
import { COMPANY_TEXT } from './text';

/** The delete confirmation; on success the company leaves every cached list and 'Company successfully deleted.' shows. */
export function DeleteCompanyDialog({ company, isOpen, onOpenChange, onDeleted }: {
  company: Pick<CompanyDocument, 'id' | 'name' | 'version'> | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (c: Pick<CompanyDocument, 'id' | 'version'>) => deleteCompany(c.id, c.version),
    onSuccess: (_data, c) => {
      notify({ message: COMPANY_TEXT.deleted, type: 'success' });
      queryClient.removeQueries({ queryKey: ['companies', 'detail', c.id] });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      onDeleted?.();
    },
    // A company still in use is refused (409): the gateway's text names who uses it.
    onError: (error) => notify({ message: failureDetail(error), type: 'error' }),
  });
  if (!company) return null;
  return (
    <ConfirmDeleteDialog
      title={COMPANY_TEXT.deleteTitle}
      body={COMPANY_TEXT.deleteBody(company.name)}
      confirmLabel={COMPANY_TEXT.delete}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={() => remove.mutate(company)}
    />
  );
}
