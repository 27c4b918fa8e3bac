import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { asLanguage } from '../i18n/language';
import { problemText, type FieldProblems } from './fieldErrors';

export type FormValue = string | boolean;

export type FormValues = Record<string, FormValue>;
type FieldOf<V> = Extract<keyof V, string>;
type TextFieldOf<V> = { [K in FieldOf<V>]: V[K] extends string ? K : never }[FieldOf<V>];

export interface FormOptions<V extends FormValues> {
  initial: V;
  /** Client-side check before the request; answers catalogue codes per field. */
  check: (values: V) => FieldProblems<FieldOf<V>>;
  /** The failed request's error, whose problem details may carry per-field messages. */
  serverError?: unknown;
}

/** What a text field needs from the form: its value, change handler and error text. */
export interface TextFieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText?: string;
}

/**
 * A flat form's state. Client problems appear after the first submit and follow each edit from then on; the
 * server's per-field messages (already in the request's language) stay until their field is edited.
 */
export function useForm<V extends FormValues>({ initial, check, serverError }: FormOptions<V>) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<string>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [lastServerError, setLastServerError] = useState<unknown>(undefined);

  // A new server answer makes every field's server message visible again.
  if (serverError !== lastServerError) {
    setLastServerError(serverError);
    setEditedSinceServer(new Set());
  }

  const problems: FieldProblems<FieldOf<V>> = submitted ? check(values) : {};
  const serverMessages = serverError instanceof ApiError ? serverError.fieldErrors() : {};

  function errorOf(field: FieldOf<V>): string | undefined {
    const problem = problems[field];
    if (problem) return problemText(problem, language, t);
    if (!editedSinceServer.has(field)) return serverMessages[field];
    return undefined;
  }

  function fill<K extends FieldOf<V>>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function set<K extends FieldOf<V>>(field: K, value: V[K]) {
    fill(field, value);
    setEditedSinceServer((current) => new Set(current).add(field));
    setEdited((current) => new Set(current).add(field));
  }

  return {
    values,
    /** A change by the visitor. */
    set,
    /** A value the app suggests (a preselected country); it never overrides what the visitor chose. */
    fill,
    /** Whether the visitor changed the field. */
    isEdited: (field: FieldOf<V>) => edited.has(field),
    errorOf,
    text(field: TextFieldOf<V>): TextFieldBinding {
      const error = errorOf(field);
      return {
        id: field,
        name: field,
        value: String(values[field]),
        onChange: (event) => set(field, event.target.value as V[typeof field]),
        error: error !== undefined,
        helperText: error,
      };
    },
    /** Runs `send` with the values when the client check passes. */
    onSubmit(send: (values: V) => void) {
      return (event: FormEvent<HTMLElement>) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(check(values)).length === 0) return send(values);
        // Long forms: take the visitor to the first field to correct, once the errors are on screen.
        const formElement = event.currentTarget;
        setTimeout(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      };
    },
  };
}
