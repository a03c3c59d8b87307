import { CREATOR_AUTH } from '../model/authRole';
import { ForgotForm } from './Forgot';

/** The creators' Forgot (`/creator/forgot`): RequestResetPassword with type "creator". */
export default function CreatorForgot() {
  return <ForgotForm auth={CREATOR_AUTH} />;
}
