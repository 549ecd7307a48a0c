import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { logAction } from '../../../lib/action-log';
import { clearDrafts } from '../../../lib/draft';
import { request } from '../../../lib/http';
import { clearSessionMark } from '../../../lib/session/session-mark';

export async function logout() {
  await logAction('pp_agent_logout');
  await request('/partner/rest/user/logout', { method: 'POST', loader: true });
}

/** Leaving the panel unmounts it, which drops the session's query cache. */
export function useLogout(login: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearDrafts(login);
      clearSessionMark();
      navigate(paths.login.path, { replace: true });
    },
  });
}
