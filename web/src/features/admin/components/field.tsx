/**
 * The labelled controls of the back-office panels. Every control is named by its label (through
 * `htmlFor`), which is how screen readers announce it and how the browser tests find it.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { messages } from '#shared/messages';
import { Loading } from '#web/components/loading';

interface FieldProps {
  /** The id of the control the label names. */
  readonly id: string;
  readonly label: string;
  /** The control, and anything shown under it (a hint, a button). */
  readonly children: ReactNode;
}

export function Field({ id, label, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'>;

interface InputFieldProps extends InputProps {
  readonly label: string;
  readonly name: string;
  /** A fixed id when the form names its controls itself; a fresh one otherwise. */
  readonly id?: string | undefined;
  readonly onChange: InputHTMLAttributes<HTMLInputElement>['onChange'];
}

/** A labelled `<input>`: what the text and file fields below have in common. */
function InputField({ id, label, ...input }: InputFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Field id={inputId} label={label}>
      <input id={inputId} className="field__input" {...input} />
    </Field>
  );
}

interface TextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** `email`, `tel`, `date`…; plain text by default. */
  readonly type?: string;
  readonly autoComplete?: string;
  readonly id?: string;
  /** The field's limit (FIELD_MAX_LENGTH), the same the imports and the API apply. */
  readonly maxLength?: number;
}

export function TextField({ onChange, type = 'text', ...props }: TextFieldProps) {
  return <InputField {...props} type={type} onChange={(event) => onChange(event.target.value)} />;
}

interface FileFieldProps {
  readonly label: string;
  readonly name: string;
  readonly accept: string;
  readonly multiple?: boolean;
  /** The files chosen, none when the choice is cleared. */
  readonly onFiles: (files: File[]) => void;
  readonly id?: string;
}

export function FileField({ onFiles, ...props }: FileFieldProps) {
  return <InputField {...props} type="file" onChange={(event) => onFiles([...(event.target.files ?? [])])} />;
}

interface TextFieldsProps<F extends Record<string, string>> {
  /** The fields in the order shown: the form's key, its label, and its input type if not text. */
  readonly fields: readonly {
    readonly name: keyof F & string;
    readonly label: string;
    readonly type?: string;
    readonly maxLength?: number;
  }[];
  readonly values: F;
  /** The change handler of each field, by name (see `useFormFields`). */
  readonly setField: (name: keyof F) => (value: string) => void;
}

/** Several text fields of one form, each bound to its value. */
export function TextFields<F extends Record<string, string>>({
  fields,
  values,
  setField,
}: TextFieldsProps<F>) {
  return fields.map(({ name, label, type, maxLength }) => (
    <TextField
      key={name}
      label={label}
      name={name}
      type={type}
      maxLength={maxLength}
      value={values[name] ?? ''}
      onChange={setField(name)}
    />
  ));
}

interface TextAreaFieldProps {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly rows: number;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown under the text area (a hint). */
  readonly children?: ReactNode;
}

export function TextAreaField({ id, label, name, rows, value, onChange, children }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label}>
      <textarea
        id={id}
        name={name}
        className="field__input"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </Field>
  );
}

interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The `<option>`s. */
  readonly children: ReactNode;
  /** The options are on their way: the list says so instead of looking empty. */
  readonly loading?: boolean;
}

export function SelectField({ label, value, onChange, children, loading = false }: SelectFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className="field__input"
        value={value}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {loading && <ListLoading />}
    </Field>
  );
}

/** The sign under a list whose items are on their way. */
export function ListLoading() {
  return <Loading text={messages.backOffice.loadingList} className="admin-loading" />;
}
