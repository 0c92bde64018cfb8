import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrors } from './field-errors';

/**
 * An editor's wiring: the form, its save call, and one lookup that gives each field its
 * refusal — the form's own rule or the server's answer for that field (field-errors.ts).
 * `serverPaths` names the request paths a form field stands for when they differ.
 */
export function useEditor<F extends FieldValues, R>(options: {
  defaultValues: DefaultValues<F>;
  save: (values: F) => Promise<R>;
  onSaved: (result: R) => unknown;
  serverPaths?: Record<string, string[]>;
}) {
  const form = useForm<F>({ defaultValues: options.defaultValues });
  const save = useMutation({ mutationFn: options.save, onSuccess: options.onSaved });
  const errorOf = fieldErrors(form.formState.errors, save.error, options.serverPaths);
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  return { ...form, save, errorOf, onSubmit };
}
