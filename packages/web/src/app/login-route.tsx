import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from '../pages/login/login-page';

/** /login reached inside the router: after a sign-out, or sent there by the session guard. */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <LoginPage from={params.get('from')} goTo={(path) => void navigate(path, { replace: true })} />;
}
