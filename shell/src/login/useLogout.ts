import { useNavigate } from 'react-router-dom';
import { selectUser, shellApi, signedOut } from '@dss/api';
import { useAppDispatch, useAppSelector } from '../app/hooks';

/** Logs out: asks the server to end the session, then clears local data and returns to sign-in. */
export function useLogout() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [logout] = shellApi.useShellLogoutMutation();

  return async function onLogout() {
    // Local data is cleared whether or not the server answers (document 1 §4).
    if (user) {
      const answer = await logout({ logout: user.token });
      if ('error' in answer) console.warn('Logout was not confirmed by the server', answer.error);
    }
    dispatch(signedOut());
    navigate('/', { replace: true });
  };
}
