import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as v from 'valibot';
import { COMPANY_MESSAGES, CompanySchema } from '#domain/company';
import { createCompany, type CompanyDocument } from '#app/api/company';
import { notify } from '#app/ui/notifications';
import { TextInput } from '#app/ui/form-fields';
import { statusOf } from './failure';
import { COMPANY_POPUP_TEXT } from './text';

/** spec 1 §8 success message of the create-company popup. */
const COMPANY_CREATED = 'Company created';

/**
 * The create-company popup (spec 1): a Name field and Submit, with the hint 'Select submit to
 * create company', then 'Creating company...', or 'Something went wrong, please try again later'.
 */
export function CreateCompanyDialog({ isOpen, onOpenChange, onCreated, initialName = '' }: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (company: CompanyDocument) => void;
  initialName?: string;
}) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="popup-dialog" aria-labelledby="create-company-title">
          <CreateCompanyBody initialName={initialName} onCancel={() => onOpenChange(false)} onCreated={(c) => {
            onCreated(c);
            onOpenChange(false);
          }} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function CreateCompanyBody({ initialName, onCancel, onCreated }: { initialName: string; onCancel: () => void; onCreated: (c: CompanyDocument) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(initialName);
  const [attempted, setAttempted] = useState(false);
  const [nameTaken, setNameTaken] = useState(false);
  const create = useMutation({
    mutationFn: (n: string) => createCompany(n),
    onSuccess: (company) => {
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      notify({ message: COMPANY_CREATED, type: 'success' });
      onCreated(company);
    },
    // 409: the name is taken, said on the field; anything else is the popup's failure hint.
    onError: (error) => setNameTaken(statusOf(error) === 409),
  });
  const check = v.safeParse(CompanySchema.entries.name, name);
  const nameError = nameTaken ? COMPANY_MESSAGES.nameTaken : attempted && !check.success ? check.issues[0].message : undefined;
  const hint = create.isPending ? COMPANY_POPUP_TEXT.creating : create.isError && !nameTaken ? COMPANY_POPUP_TEXT.failed : COMPANY_POPUP_TEXT.idle;

  return (
    <Form
      onSubmit={(e) => {
        // The popup's form lives inside the order form: keep its submit to itself.
        e.preventDefault();
        e.stopPropagation();
        if (create.isPending) return;
        setAttempted(true);
        // A new submit starts afresh: the hint and the field describe this one, not the last failure.
        create.reset();
        setNameTaken(false);
        if (!check.success) return;
        create.mutate(check.output);
      }}
    >
      <Heading slot="title" id="create-company-title" className="popup-title">
        {COMPANY_POPUP_TEXT.title}
      </Heading>
      <TextInput label="Name" name="name" isRequired autoFocus value={name} onChange={(n) => {
        setName(n);
        // A changed name is not the one refused: the last failure (taken, or the gateway's) no longer applies.
        setNameTaken(false);
        if (!create.isPending) create.reset();
      }} error={nameError} />
      <p className="popup-hint" role="status">{hint}</p>
      <div className="popup-actions">
        <Button type="submit" className="button button-primary">
          Submit
        </Button>
        <Button className="button" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
