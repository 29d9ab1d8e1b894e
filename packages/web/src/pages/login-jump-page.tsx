import { Navigate, useSearchParams } from 'react-router';
import { PATHS } from '../app/guard-rules';

/** /login/jump: on to the login page, keeping where the user wanted to go. */
export function LoginJumpPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const search = from ? `?${new URLSearchParams({ from }).toString()}` : '';
  return <Navigate to={`${PATHS.login}${search}`} replace />;
}
