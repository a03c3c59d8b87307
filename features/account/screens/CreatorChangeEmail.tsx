import { useTranslation } from 'react-i18next';
import { useCreatorUpdateEmailMutation } from '../api';
import { CREATOR_AUTH } from '../model/authRole';
import { UpdateEmailForm } from './UpdateEmail';

/**
 * The creators' e-mail change link (`/creator/change-email/:token?email=<old e-mail>`):
 * CreatorUpdateEmail, whose new session is a creator's.
 */
export default function CreatorChangeEmail() {
  const { t } = useTranslation('account');
  const [updateEmail] = useCreatorUpdateEmailMutation();
  return (
    <UpdateEmailForm
      auth={CREATOR_AUTH}
      updateEmail={updateEmail}
      homeLabel={t('creator.goToMarketplace')}
    />
  );
}
