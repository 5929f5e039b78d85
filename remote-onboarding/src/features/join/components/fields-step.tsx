// Steps 1 to 4 (Account, Personal, Professional, Address): labelled required inputs, each with its
// rule under it, checked as the field is left (issue 18).
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { JoinFormInput } from '@leafbid/domain/schemas';
import { ProvinceSelect } from '../../../components/province-select';
import { TextField } from '../../../components/text-field';
import type { JoinInput } from './join-fields';

export interface FieldsStepProps {
  inputs: readonly JoinInput[];
  register: UseFormRegister<JoinFormInput>;
  setValue: UseFormSetValue<JoinFormInput>;
  errors: FieldErrors<JoinFormInput>;
}

export function FieldsStep({ inputs, register, setValue, errors }: FieldsStepProps) {
  return (
    <>
      {inputs.map((input) => {
        const message = errors[input.name]?.message;
        const id = `ob-join-${input.name}`;
        const field = register(input.name);
        if (input.type === 'select') {
          return (
            <ProvinceSelect
              key={input.name}
              id={id}
              label={input.label}
              required
              error={message}
              announce="polite"
              autoComplete={input.autoComplete}
              {...field}
            />
          );
        }
        return (
          <TextField
            key={input.name}
            id={id}
            label={input.label}
            type={input.type}
            autoComplete={input.autoComplete}
            required
            hint={input.hint}
            error={message}
            announce="polite"
            {...field}
            onBlur={(event) => {
              // A valid phone or postal code is shown in its normal form once the field is left.
              const normal = input.normalise?.(event.target.value);
              if (normal !== undefined && normal !== event.target.value) {
                setValue(input.name, normal);
              }
              return field.onBlur(event);
            }}
          />
        );
      })}
    </>
  );
}
