/** A password input with a show / hide button (sign-in pages). */
import { type ChangeEvent, useId, useState } from 'react';
import { publicMessages } from '#shared/public-messages';
import { EyeIcon, EyeOffIcon } from './icons';
import './password-field.css';

interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete?: string;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
  readonly describedBy?: string;
}

export function PasswordField({
  label,
  value,
  onChange,
  autoComplete = 'current-password',
  disabled = false,
  autoFocus = false,
  describedBy,
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-field">
        <input
          id={id}
          className="field__input password-field__input"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          required
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the sign-in page has one field, the one the user came for.
          autoFocus={autoFocus}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-label={visible ? publicMessages.login.hide : publicMessages.login.show}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
