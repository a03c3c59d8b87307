import { useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { DocumentPage } from '@/src/ui/DocumentPage';
import { useCreatorDealLicenceQuery } from '../api';
import { LicenceDocument } from '../components/LicenceDocument';
import { useLicencePageTexts } from '../model/texts';

/**
 * The creator's licence of one of their deals (/creator/deals/{dealId}/licence): the same
 * document the brand prints (docs/product.md#licences). A deal whose content is not
 * accepted yet, another creator's, or an unknown id is "Licence not found".
 */
export default function CreatorDealLicence() {
  const { dealId = '' } = useParams();
  const query = useCreatorDealLicenceQuery(dealId);
  return (
    <DocumentPage
      query={query}
      back={paths.creator.deal(dealId)}
      texts={useLicencePageTexts()}
      render={(licence) => <LicenceDocument licence={licence} />}
    />
  );
}
