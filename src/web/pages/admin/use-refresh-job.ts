/**
 * The force-refresh job (spec section 4): polled every 2 s until completed (toast, list refetched)
 * or failed (toast with the job's error). The job id lives in sessionStorage so a reload of the
 * page resumes polling. A failed poll is only logged; a job the server no longer knows ends it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefreshStatus } from '@shared/api/admin-games';
import { ApiError } from '../../../client/api';
import { fetchRefreshStatus } from '../../lib/admin-api';
import { clearAdminRefreshJobId, getAdminRefreshJobId, setAdminRefreshJobId } from '../../../client/storage';
import { toastSuccess } from './admin-ui';
import { toast } from '../../lib/use-toast';

export const REFRESH_POLL_MS = 2000;
export const REFRESH_FAILED_DEFAULT = 'Failed to refresh games';

export function useRefreshJob(onCompleted: () => void) {
  const [jobId, setJobId] = useState<string | null>(() => getAdminRefreshJobId());
  const [status, setStatus] = useState<RefreshStatus | null>(null);
  const completedRef = useRef(onCompleted);
  useEffect(() => {
    completedRef.current = onCompleted;
  }, [onCompleted]);

  const start = useCallback((id: string) => {
    setAdminRefreshJobId(id);
    setStatus(null);
    setJobId(id);
  }, []);

  useEffect(() => {
    if (jobId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      stopped = true;
      clearAdminRefreshJobId();
      setJobId(null);
      setStatus(null);
    };
    const poll = async () => {
      try {
        const answer = await fetchRefreshStatus(jobId);
        if (stopped) return;
        if (answer.status === 'completed') {
          finish();
          toastSuccess('Games Refreshed', answer.message);
          completedRef.current();
          return;
        }
        if (answer.status === 'failed') {
          finish();
          toast({
            title: 'Refresh Failed',
            description: answer.error?.trim() ? answer.error : REFRESH_FAILED_DEFAULT,
            variant: 'destructive',
          });
          return;
        }
        setStatus(answer);
      } catch (failure) {
        if (stopped) return;
        console.warn('Refresh status poll failed', failure);
        if (failure instanceof ApiError && failure.status === 404) {
          finish();
          return;
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), REFRESH_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);

  return { jobId, status, running: jobId !== null, start };
}
