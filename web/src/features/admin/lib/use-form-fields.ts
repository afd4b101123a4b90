/** A form of text fields: its values, and the change handler of each field by name. */
import { useState } from 'react';

export function useFormFields<F extends Record<string, string>>(initial: F) {
  const [form, setForm] = useState<F>(initial);
  /** The `onChange` of the field `name`: replaces its value, keeps the others. */
  const setField =
    (name: keyof F) =>
    (value: string): void =>
      setForm((current) => ({ ...current, [name]: value }));
  return { form, setForm, setField };
}
