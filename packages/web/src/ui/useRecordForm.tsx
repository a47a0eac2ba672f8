import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../lib/api';
import { queryClient } from '../lib/query';
import { showServerErrors } from '../lib/serverErrors';
import { ErrorState, Loading } from './feedback';

export interface RecordFormOptions<TRecord, TValues extends FieldValues, TBody> {
  /** The page's own react-hook-form form (zod resolver from the contract). */
  form: UseFormReturn<TValues, unknown, TBody>;
  /** API resource and query key: GET/PUT `/{resource}/{id}`, POST `/{resource}`, invalidates [resource]. */
  resource: string;
  /** The record being edited; undefined on an add page. */
  id: string | undefined;
  /** The loaded record as form values. */
  toForm: (record: TRecord) => TValues;
  /** Toast after a save, e.g. 'Jabatan berhasil disimpan.' */
  saved: string;
  /** Where to go after a save. */
  next: string | ((saved: TRecord) => string);
  /** Shown by `gate` when the record cannot be loaded, e.g. 'Jabatan tidak ditemukan.' */
  notFound?: string;
  /** The PUT body when it differs from the form's (fields that cannot change). */
  update?: (body: TBody) => unknown;
  /** Other query keys a save makes stale. */
  alsoInvalidate?: string[];
}

/**
 * The add/edit page of one admin record: loads /{id}, fills the form when it arrives, saves with PUT or POST,
 * toasts, refreshes the resource's queries and leaves; the server's field errors go under the fields.
 */
export function useRecordForm<TRecord, TValues extends FieldValues, TBody>(options: RecordFormOptions<TRecord, TValues, TBody>) {
  const { form, resource, id, toForm, saved, next, notFound, update, alsoInvalidate = [] } = options;
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: [resource, id],
    queryFn: () => api.get<TRecord>(`/${resource}/${id}`),
    enabled: !!id,
  });
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form when the record arrives, not on every render's new toForm
  useEffect(() => {
    if (detail.data) reset(toForm(detail.data));
  }, [detail.data, reset]);

  const save = useMutation({
    mutationFn: (body: TBody) =>
      id ? api.put<TRecord>(`/${resource}/${id}`, update ? update(body) : body) : api.post<TRecord>(`/${resource}`, body),
    onSuccess: async (record) => {
      toast.success(saved);
      for (const key of [resource, ...alsoInvalidate]) await queryClient.invalidateQueries({ queryKey: [key] });
      navigate(typeof next === 'function' ? next(record) : next);
    },
    onError: (err) => showServerErrors(err, form.setError),
  });

  const submit = form.handleSubmit((body) => save.mutate(body));
  /** Loading or not-found in place of the page while the record of an edit page is not there. */
  let gate: ReactElement | null = null;
  if (id && detail.isPending) gate = <Loading />;
  else if (id && detail.isError) gate = <ErrorState>{notFound}</ErrorState>;
  return { detail, save, submit, gate };
}
