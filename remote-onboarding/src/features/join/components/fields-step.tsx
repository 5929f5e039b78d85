// Steps 1 to 4 (Account, Personal, Professional, Address): labelled required inputs.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { JOIN_MESSAGES } from '@leafbid/domain';
import type { JoinFormInput } from '@leafbid/domain/schemas';
import { TextField } from '../../../components/text-field';
import type { JoinInput } from './join-fields';

export interface FieldsStepProps {
  inputs: readonly JoinInput[];
  register: UseFormRegister<JoinFormInput>;
  errors: FieldErrors<JoinFormInput>;
}

export function FieldsStep({ inputs, register, errors }: FieldsStepProps) {
  return (
    <>
      {inputs.map((input) => {
        const message = errors[input.name]?.message;
        return (
          <TextField
            key={input.name}
            id={`ob-join-${input.name}`}
            label={input.label}
            type={input.type}
            autoComplete={input.autoComplete}
            required
            invalid={Boolean(message)}
            // An empty field is named by the step's 'Please fill in all required fields'.
            error={message && message !== JOIN_MESSAGES.fillRequired ? message : undefined}
            {...register(input.name)}
          />
        );
      })}
    </>
  );
}
