import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import { isApiError } from '@leafbid/shared';
import { Button, ErrorMessage, FormField, Modal } from '@leafbid/shared/ui';
import { messageOf } from '../../../components/format';
import { OPERATOR_MESSAGES } from '../../../messages';
import {
  LICENCE_NUMBER_MAX_LENGTH,
  licenceFormSchema,
  useCorrectLicence,
  type LicenceDetails,
  type LicenceForm,
} from '../api/licence';

const M = OPERATOR_MESSAGES;
const L = M.licence;

const FIELDS = ['licence_number', 'licence_expires_on'] as const;

export interface LicenceDialogProps {
  accountId: string;
  name: string;
  licence: LicenceDetails;
  onSaved(): void;
  onCancel(): void;
}

/**
 * Issue 20: the operator corrects an account's licence number and expiry date. The API's refusal
 * shows on its field when it names one, else under the form. Mount it per account (a `key`).
 */
export function LicenceDialog({ accountId, name, licence, onSaved, onCancel }: LicenceDialogProps) {
  const formId = useId();
  const correct = useCorrectLicence();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LicenceForm>({
    resolver: formResolver(licenceFormSchema),
    defaultValues: {
      licence_number: licence.number ?? '',
      licence_expires_on: licence.expiresOn ?? '',
    },
  });
  const busy = isSubmitting || correct.isPending;

  const onSubmit = handleSubmit(async (fields) => {
    setFormError(null);
    try {
      await correct.mutateAsync({ id: accountId, fields });
      onSaved();
    } catch (failure) {
      const field = isApiError(failure) ? FIELDS.find((f) => f === failure.field) : undefined;
      if (field && isApiError(failure)) setError(field, { message: failure.reason });
      else setFormError(messageOf(failure, L.failed));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={L.editTitle(name)}
      description={L.editText}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {busy ? L.saving : L.save}
          </Button>
        </>
      }
    >
      <form id={formId} className="op-reason" onSubmit={onSubmit} noValidate>
        <FormField
          label={L.numberLabel}
          error={errors.licence_number?.message}
          className="op-field"
          classNames={{ label: 'op-field__label' }}
        >
          {(control) => (
            <input
              {...control}
              {...register('licence_number')}
              className="op-field__control"
              maxLength={LICENCE_NUMBER_MAX_LENGTH}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          label={L.expiresLabel}
          error={errors.licence_expires_on?.message}
          className="op-field"
          classNames={{ label: 'op-field__label' }}
        >
          {(control) => (
            <input
              {...control}
              {...register('licence_expires_on')}
              type="date"
              className="op-field__control"
            />
          )}
        </FormField>
        <ErrorMessage message={formError} />
      </form>
    </Modal>
  );
}
