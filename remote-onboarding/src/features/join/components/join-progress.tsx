// The progress bar of the six Join steps (spec §2).
import { JOIN_STEPS } from '@leafbid/domain/schemas';
import { JOIN_PAGE_MESSAGES } from '../../../messages';

export function JoinProgress({ step }: { step: number }) {
  const total = JOIN_STEPS.length;
  const label = JOIN_PAGE_MESSAGES.stepOf(step + 1, total);
  return (
    <div className="ob-join__progress">
      <div
        className="ob-join__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={JOIN_PAGE_MESSAGES.progressValue(
          step + 1,
          total,
          JOIN_STEPS[step]?.label ?? '',
        )}
      >
        <div className="ob-join__bar-fill" style={{ width: `${((step + 1) / total) * 100}%` }} />
      </div>
      <ol className="ob-join__steps">
        {JOIN_STEPS.map((s, index) => (
          <li
            key={s.label}
            className={index <= step ? 'ob-join__step ob-join__step--done' : 'ob-join__step'}
            aria-current={index === step ? 'step' : undefined}
          >
            {s.label}
          </li>
        ))}
      </ol>
    </div>
  );
}
