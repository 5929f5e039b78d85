import { FormField, type FormFieldProps } from '@leafbid/shared/ui';
import { SUBMISSION_FORM_MESSAGES } from '../../../messages';

/** The label text with the required mark (spec §5 "marked required"). */
export function LabelText({ text, required }: { text: string; required?: boolean }) {
  return (
    <>
      {text}
      {required ? (
        <span className="ls-required" aria-hidden="true">
          {' '}
          {SUBMISSION_FORM_MESSAGES.requiredMark}
        </span>
      ) : null}
    </>
  );
}

export type FieldProps = Omit<
  FormFieldProps,
  'announce' | 'requiredMark' | 'className' | 'classNames'
> & { className?: string };

/** A labelled input with its hint and its error message (announced politely): the kit's FormField. */
export function Field({ className, ...field }: FieldProps) {
  return (
    <FormField
      {...field}
      announce="polite"
      requiredMark={` ${SUBMISSION_FORM_MESSAGES.requiredMark}`}
      className={['ls-field', className].filter(Boolean).join(' ')}
      classNames={{ required: 'ls-required', hint: 'ls-hint' }}
    />
  );
}
