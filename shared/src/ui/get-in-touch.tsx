import { bus } from '../bus/bus';
import { Button } from './button';

export interface GetInTouchProps {
  title?: string;
  text?: string;
  className?: string;
}

/** The support call-to-action (spec §2): 'Get in touch' asks the host to open the Support Request popup. */
export function GetInTouch({
  title = 'Need help?',
  text = 'Questions about a listing, a bid or your account? Our team is here to help.',
  className,
}: GetInTouchProps) {
  return (
    <section
      className={['lb-card', 'lb-get-in-touch', className].filter(Boolean).join(' ')}
      aria-label="Support"
    >
      <h2 className="lb-get-in-touch__title">{title}</h2>
      <p className="lb-get-in-touch__text">{text}</p>
      <Button variant="primary" onClick={() => bus.emit('support:open')}>
        Get in touch
      </Button>
    </section>
  );
}
