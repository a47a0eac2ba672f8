import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../lib/api';
import { queryClient } from '../lib/query';
import { Button } from './Button';
import { ConfirmDialog } from './Modal';

/**
 * 'Hapus' with a confirmation. A refusal (e.g. 409 still used by employees) is toasted by the api client
 * and the admin stays on the page.
 */
export function DeleteButton({
  path,
  queryKey,
  title,
  message,
  success,
  backTo,
}: {
  path: string;
  queryKey: string;
  title: string;
  message: string;
  success: string;
  backTo: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.delete(path),
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: [queryKey] });
      navigate(backTo);
    },
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Hapus
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmText="Hapus"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
