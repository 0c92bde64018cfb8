/**
 * The account popups (login, forgot password, register, change password) behind one entry
 * for the app. Every successful way in goes through useCompleteSignIn, which stores the
 * session and tells the app what comes next (first-login notices, a forced password change).
 */
import type { PopupKind } from '../../components/popup-context';
import { ChangePasswordPopup } from './change-password/change-password-popup';
import { ForgotPopup } from './forgot/forgot-popup';
import { LoginPopup } from './login/login-popup';
import { RegisterPopup } from './register/register-popup';
import { useCompleteSignIn, type SignInOutcome } from './shared/sign-in';

export type { SignInOutcome } from './shared/sign-in';

export function AuthPopups(props: {
  kind: PopupKind;
  /** The change-password popup after a login with an expired password. */
  forcedPasswordChange: boolean;
  onClose: () => void;
  onSwitch: (kind: PopupKind) => void;
  onSignedIn: (outcome: SignInOutcome) => void;
  onPasswordChanged: () => void;
}) {
  const complete = useCompleteSignIn(props.onSignedIn);
  switch (props.kind) {
    case 'login':
      return <LoginPopup onClose={props.onClose} onSwitch={props.onSwitch} onSignIn={complete} />;
    case 'forget':
      return <ForgotPopup onClose={props.onClose} onSwitch={props.onSwitch} onSignIn={complete} />;
    case 'register':
      return (
        <RegisterPopup
          onClose={props.onClose}
          onSwitch={props.onSwitch}
          onRegistered={(value) => complete(value, 'register')}
        />
      );
    case 'changePassword':
      return (
        <ChangePasswordPopup
          forced={props.forcedPasswordChange}
          onClose={props.onClose}
          onChanged={props.onPasswordChanged}
        />
      );
    default: {
      const unknownKind: never = props.kind;
      return unknownKind;
    }
  }
}
