import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';

describe('FormField (the kit’s labelled form field)', () => {
  it('ties the label to its control with a generated id when none is given', () => {
    render(<FormField label="Status">{(control) => <select {...control} />}</FormField>);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.id).not.toBe('');
    expect(screen.getByText('Status')).toHaveAttribute('for', select.id);
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-required');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('uses the given id, marks required fields (the mark hidden from the name) and sets aria-required', () => {
    render(
      <FormField id="email" label="Email" required classNames={{ required: 'mark' }}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-required', 'true');
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveClass('mark');
  });

  it('an error: role="alert", in the control’s description, and the control aria-invalid', () => {
    const { rerender } = render(
      <FormField id="email" label="Email" error={undefined}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <FormField id="email" label="Email" error="Please enter a valid email address.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it("'polite': the live region stays in the description, empty until there is an error", () => {
    const field = (error?: string) => (
      <FormField label="Lineage" announce="polite" error={error}>
        {(control) => <input {...control} />}
      </FormField>
    );
    const { rerender } = render(field());
    const input = screen.getByRole('textbox', { name: 'Lineage' });
    const messageId = input.getAttribute('aria-describedby') ?? '';
    const message = document.getElementById(messageId);
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(message).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(field('Lineage is required'));
    expect(input).toHaveAccessibleDescription('Lineage is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a hint is described before the message', () => {
    render(
      <FormField label="Minimum bid" hint="At least $1" announce="polite" error="Too low">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Minimum bid' })).toHaveAccessibleDescription(
      'At least $1 Too low',
    );
  });

  it('invalid without a message of its own', () => {
    render(
      <FormField label="First Name" invalid>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the app’s classes on its parts', () => {
    const { container } = render(
      <FormField
        label="Email"
        hint="Work email"
        error="Required"
        className="app-field"
        classNames={{ label: 'app-label', hint: 'app-hint', message: 'app-error' }}
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(container.firstChild).toHaveClass('app-field');
    expect(screen.getByText('Email')).toHaveClass('app-label');
    expect(screen.getByText('Work email')).toHaveClass('app-hint');
    expect(screen.getByRole('alert')).toHaveClass('lb-field-message', 'app-error');
  });
});
