import type { ComponentProps } from 'react';
import { Field } from '../field';

type CodeFieldProps = Omit<ComponentProps<typeof Field>, 'type'> & {
  /** A recovery code (letters and dashes) rather than the app's six digits. */
  recovery?: boolean;
};

/**
 * The field of a two-factor code: the numeric keypad on phones, the one-time code the phone
 * offers from a message or app, left to right in either language. Arabic-Indic digits are
 * accepted (no pattern refuses them): the API normalises them.
 */
export function CodeField({ recovery = false, ...props }: CodeFieldProps) {
  return (
    <Field
      type="text"
      dir="ltr"
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      {...(recovery
        ? { autoComplete: 'off', maxLength: 64 }
        : { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 32 })}
      {...props}
    />
  );
}
