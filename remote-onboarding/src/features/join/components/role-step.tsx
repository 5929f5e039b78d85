// Step 5 (spec §6): Buyer, Seller or Buyer & Seller.
import type { UseFormRegister } from 'react-hook-form';
import { JOIN_ROLES, ONBOARDING_MESSAGES, roleLabel } from '@leafbid/domain';
import type { JoinFormInput } from '@leafbid/domain/schemas';
import { roleHint } from '../../../messages';

export interface RoleStepProps {
  register: UseFormRegister<JoinFormInput>;
  invalid: boolean;
}

export function RoleStep({ register, invalid }: RoleStepProps) {
  return (
    <fieldset className="ob-join__roles" aria-invalid={invalid || undefined}>
      <legend className="ob-join__legend">{ONBOARDING_MESSAGES.labels.role}</legend>
      {JOIN_ROLES.map((role, index) => (
        <div key={role} className="ob-join__role">
          <input
            id={`ob-join-role-${index}`}
            type="radio"
            value={role}
            aria-describedby={`ob-join-role-${index}-hint`}
            {...register('role')}
          />
          <label className="ob-join__role-name" htmlFor={`ob-join-role-${index}`}>
            {roleLabel(role)}
          </label>
          <span id={`ob-join-role-${index}-hint`} className="ob-join__role-hint">
            {roleHint(role)}
          </span>
        </div>
      ))}
    </fieldset>
  );
}
