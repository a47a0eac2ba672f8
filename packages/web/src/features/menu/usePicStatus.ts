import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../lib/api';

/** Whether the caller is the PIC (approver) of anyone. Any failure counts as "not a PIC". */
export function useIsPic(): boolean {
  const navigate = useNavigate();
  const { data, error } = useQuery({
    queryKey: ['users-by-pic', 'any'],
    queryFn: () => api.get<{ total: number }>('/users/users-by-pic', { query: { page: 1, size: 1 }, silent: true }),
    retry: false,
  });
  useEffect(() => {
    // Silent calls skip the client's 401 redirect; the session is gone, so go to login.
    if (error instanceof ApiError && error.status === 401) navigate('/login', { replace: true });
  }, [error, navigate]);
  return (data?.total ?? 0) > 0;
}
