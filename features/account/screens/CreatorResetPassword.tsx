import { CREATOR_AUTH } from '../model/authRole';
import { NewPasswordForm } from './NewPassword';

/** The creators' reset link (`/creator/reset-password/:token?email=…`). */
export default function CreatorResetPassword() {
  return <NewPasswordForm auth={CREATOR_AUTH} />;
}
