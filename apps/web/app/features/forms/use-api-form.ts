import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FormRefusal } from '#web/lib/form-refusal.ts';
import { serverFieldErrors } from './server-field-errors.ts';

export interface ApiFormOptions<Fields extends FieldValues, Output extends FieldValues> extends Omit<
  UseFormProps<Fields, unknown, Output>,
  'resolver'
> {
  /** The contract's rules for the fields, checked before anything is sent (the API checks them again). */
  schema: z.ZodType<unknown, FieldValues>;
  /**
   * The fields whose refusal by the API is shown beside the field instead of under the form; the API names them
   * in its message. Whatever it says about other things stays the form's message.
   */
  serverFields?: ReadonlyArray<FieldPath<Fields>>;
  /** Move focus to the field the API refused (the last one, in the order of serverFields). */
  focusServerErrors?: boolean;
  /**
   * The page's answer to the same form posted before the JavaScript ran (the route's action data): what was typed
   * is filled in again and the messages stand beside their fields.
   */
  refusal?: FormRefusal | undefined;
}

/**
 * A form that is checked with a zod schema and sent to the API: react-hook-form plus the form's own message.
 * `submitWith(send)` clears the message, runs `send` with the checked values, and when `send` answers the API's
 * refusal, puts its field messages beside their fields and the rest under the form.
 */
export function useApiForm<Fields extends FieldValues, Output extends FieldValues = Fields>({
  schema,
  serverFields = [],
  focusServerErrors = false,
  refusal,
  ...options
}: ApiFormOptions<Fields, Output>) {
  const [failure, setFailure] = useState(refusal?.failure ?? '');
  const errors = useMemo(() => {
    if (!refusal) return undefined;
    const out: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(refusal.fields)) {
      if (message) out[field] = { type: 'server', message };
    }
    return out as FieldErrors<Fields>;
  }, [refusal]);
  const form = useForm<Fields, unknown, Output>({
    ...options,
    ...(refusal
      ? { defaultValues: { ...options.defaultValues, ...refusal.values } as DefaultValues<Fields> }
      : {}),
    ...(errors ? { errors } : {}),
    resolver: zodResolver(schema) as never,
  });
  const { setError } = form;

  /** `send` answers the API's message when it refused the form, and nothing when it accepted it. */
  function submitWith(send: (values: Output) => Promise<string | undefined | void>) {
    return form.handleSubmit(async (values) => {
      setFailure('');
      const refusal = await send(values);
      if (refusal === undefined) return;
      const { fields, rest } = serverFieldErrors(refusal, serverFields);
      for (const [field, message] of fields) setError(field, { message }, { shouldFocus: focusServerErrors });
      setFailure(rest);
    });
  }

  // The server renders what was typed into the HTML itself, so it is there before (and without) the JavaScript.
  const typed = refusal?.values as Partial<Record<string, string>> | undefined;
  const register: typeof form.register = (name, options) => {
    const props = form.register(name, options);
    const value = typed?.[name];
    return value === undefined ? props : { ...props, defaultValue: value };
  };

  return {
    ...form,
    register,
    errors: form.formState.errors,
    busy: form.formState.isSubmitting,
    /** The API's refusal that belongs to no field. */
    failure,
    submitWith,
  };
}
