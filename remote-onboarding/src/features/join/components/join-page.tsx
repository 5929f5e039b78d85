// /join (spec §2 Join, §4 Join flow, §5 Join): six steps, then the sign-up sequence.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import { Link, useLocation } from 'react-router-dom';
import { signOutUser, useAuthStore } from '@leafbid/shared';
import { JOIN_MESSAGES, type JoinRole } from '@leafbid/domain';
import {
  JOIN_STEPS,
  joinFormSchema,
  type JoinFormInput,
  type JoinFormValues,
} from '@leafbid/domain/schemas';
import { Button, ErrorMessage, Spinner } from '@leafbid/shared/ui';
import {
  SignUpError,
  finishAfterVerification,
  resendVerification,
  runSignUp,
  type SignUpOutcome,
} from '../api/run-sign-up';
import { CardLanguageSwitch } from '../../../components/card-language-switch';
import { AgreementsStep } from './agreements-step';
import { CheckInbox } from './check-inbox';
import { FieldsStep } from './fields-step';
import { joinInputs } from './join-fields';
import { JoinProgress } from './join-progress';
import { RoleStep } from './role-step';
import { JOIN_PAGE_MESSAGES, LOGIN_PAGE_MESSAGES } from '../../../messages';
import './join-page.css';

const LAST_STEP = JOIN_STEPS.length - 1;
const EMPTY: JoinFormInput = {
  email: '',
  password: '',
  First_Name: '',
  Last_Name: '',
  Phone: '',
  Company: '',
  Title: '',
  Mailing_Street: '',
  Mailing_City: '',
  Mailing_State: '' as JoinFormInput['Mailing_State'],
  Mailing_Zip: '',
  role: undefined as unknown as JoinRole,
  accepted: [],
};

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A step's error line: the spec's words when a field is left empty (each field names itself
 * under it), else the first field's own message.
 */
function stepErrorOf(values: unknown[], messagesOfStep: Array<string | undefined>): string {
  if (values.some(isBlank)) return JOIN_PAGE_MESSAGES.fillRequired;
  return messagesOfStep.find((m): m is string => Boolean(m)) ?? JOIN_PAGE_MESSAGES.fillRequired;
}

const messageOf = (error: unknown) =>
  error instanceof SignUpError || error instanceof Error ? error.message : String(error);

type Phase =
  | { kind: 'form' }
  | { kind: 'submitting' }
  | { kind: 'verify'; contactId: string; email: string; values: JoinFormValues };

export interface JoinPageProps {
  /** Spec §4: "After success the user is routed to / and the page reloads." */
  onJoined?(url: string): void;
}

export function JoinPage({ onJoined = (url) => window.location.assign(url) }: JoinPageProps) {
  // Sent here by /login for a sign-up that stopped half-way (issue 7).
  const unfinishedEmail = (useLocation().state as { unfinishedEmail?: string } | null)
    ?.unfinishedEmail;
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  /** Next's line for an invalid step; it goes once the step's fields are put right. */
  const [stepError, setStepError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const release = useRef<(() => void) | null>(null);
  const joined = useRef(false);
  const {
    register,
    handleSubmit,
    trigger,
    clearErrors,
    watch,
    setValue,
    getValues,
    getFieldState,
    formState: { errors },
  } = useForm<JoinFormInput, unknown, JoinFormValues>({
    // Issue 18: a field is checked when it is left, then as it is corrected.
    mode: 'onTouched',
    resolver: formResolver(joinFormSchema),
    defaultValues: { ...EMPTY, email: unfinishedEmail ?? '' },
  });
  const role = watch('role');
  const accepted = watch('accepted');
  const stepHasErrors = (JOIN_STEPS[step]?.fields ?? []).some((field) => errors[field]);
  useEffect(() => {
    if (!stepHasErrors) setStepError(null);
  }, [stepHasErrors]);
  // Issue 18: a new step's heading takes the focus (not <body>), once the user moved.
  const stepHeading = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);
  // The same after a failed submission brings the form back (its alert says what happened).
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step, phase.kind]);
  const goTo = (target: number) => {
    moved.current = true;
    setStep(target);
  };

  // Leaving /join half-way (e.g. while waiting for the verification) signs the new identity out,
  // so no half-made session stays behind; a completed sign-up reloads the page instead.
  useEffect(
    () => () => {
      if (release.current && !joined.current) {
        void signOutUser()
          .catch(() => undefined)
          .finally(() => release.current?.());
      }
    },
    [],
  );

  const finish = (outcome: SignUpOutcome, values: JoinFormValues) => {
    if (outcome.kind === 'done') {
      joined.current = true;
      onJoined('/');
      return;
    }
    setPhase({ kind: 'verify', contactId: outcome.contactId, email: outcome.email, values });
  };

  const fail = async (failure: unknown) => {
    // The identity account may exist already: sign it out; joining again with the same email
    // and password (or signing in) finishes the sign-up.
    await signOutUser().catch(() => undefined);
    release.current?.();
    release.current = null;
    setError(messageOf(failure));
    setPhase({ kind: 'form' });
  };

  const next = async () => {
    const fields = [...(JOIN_STEPS[step]?.fields ?? [])];
    if (await trigger(fields)) {
      setError(null);
      setStepError(null);
      goTo(Math.min(step + 1, LAST_STEP));
    } else {
      setStepError(
        stepErrorOf(
          getValues(fields),
          fields.map((field) => getFieldState(field).error?.message),
        ),
      );
    }
  };

  const previous = () => {
    setError(null);
    setStepError(null);
    clearErrors();
    goTo(Math.max(step - 1, 0));
  };

  const submit = handleSubmit(
    async (values) => {
      setError(null);
      setPhase({ kind: 'submitting' });
      release.current ??= useAuthStore.getState().holdAuthChanges();
      try {
        finish(await runSignUp(values), values);
      } catch (failure) {
        await fail(failure);
      }
    },
    (invalid) =>
      setError(invalid.accepted ? JOIN_MESSAGES.acceptAgreements : JOIN_PAGE_MESSAGES.fillRequired),
  );

  const continueAfterVerification = async () => {
    if (phase.kind !== 'verify') return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      finish(await finishAfterVerification(phase.values, phase.contactId), phase.values);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await resendVerification();
      setNotice(JOIN_PAGE_MESSAGES.verifyResent);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <div className="ob-join">
      <section className="ob-join__card" aria-labelledby="ob-join-title">
        <CardLanguageSwitch />
        <h1 id="ob-join-title" className="ob-join__title">
          {JOIN_PAGE_MESSAGES.joinHeading}
        </h1>
        {phase.kind === 'submitting' ? (
          <div className="ob-join__loading">
            <Spinner />
            <p role="status">{JOIN_PAGE_MESSAGES.submitting}</p>
          </div>
        ) : phase.kind === 'verify' ? (
          <CheckInbox
            email={phase.email}
            error={error}
            notice={notice}
            busy={busy}
            onContinue={() => void continueAfterVerification()}
            onResend={() => void resend()}
          />
        ) : (
          <form
            className="ob-join__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step === LAST_STEP) void submit(event);
              else void next();
            }}
          >
            {unfinishedEmail ? (
              <p role="status" className="ob-join__notice">
                {JOIN_PAGE_MESSAGES.unfinishedSignUp}
              </p>
            ) : null}
            <JoinProgress step={step} />
            <h2 ref={stepHeading} tabIndex={-1} className="ob-join__step-title">
              {JOIN_STEPS[step]?.label}
            </h2>
            {step <= 3 ? (
              <FieldsStep
                inputs={joinInputs()[step] ?? []}
                register={register}
                setValue={setValue}
                errors={errors}
              />
            ) : step === 4 ? (
              <RoleStep register={register} invalid={Boolean(errors.role)} />
            ) : (
              <AgreementsStep
                role={role}
                accepted={accepted}
                onAccept={(id) => {
                  setValue('accepted', [...new Set([...accepted, id])]);
                  setError(null);
                }}
              />
            )}

            <ErrorMessage message={stepError ?? error} />

            <div className="ob-join__nav">
              {step > 0 ? (
                <Button variant="secondary" onClick={previous}>
                  {JOIN_PAGE_MESSAGES.previous}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit">
                {step === LAST_STEP ? JOIN_PAGE_MESSAGES.submit : JOIN_PAGE_MESSAGES.next}
              </Button>
            </div>
            <p className="ob-join__switch">
              {JOIN_PAGE_MESSAGES.alreadyHaveAccount}{' '}
              <Link to="/login">{LOGIN_PAGE_MESSAGES.signIn}</Link>
            </p>
          </form>
        )}
      </section>
    </div>
  );
}
