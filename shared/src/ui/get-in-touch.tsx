import { bus } from '../bus/bus';
import { Button } from './button';
import { GET_IN_TOUCH_MESSAGES as M } from './messages';

export interface GetInTouchProps {
  title?: string;
  text?: string;
  className?: string;
}

/** The support call-to-action (spec §2): 'Get in touch' asks the host to open the Support Request popup. */
export function GetInTouch({ title = M.title, text = M.text, className }: GetInTouchProps) {
  return (
    <section
      className={['lb-card', 'lb-get-in-touch', className].filter(Boolean).join(' ')}
      aria-label={M.label}
    >
      <h2 className="lb-get-in-touch__title">{title}</h2>
      <p className="lb-get-in-touch__text">{text}</p>
      <Button variant="primary" onClick={() => bus.emit('support:open')}>
        {M.button}
      </Button>
    </section>
  );
}
