import { useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { DocumentPage } from '@/src/ui/DocumentPage';
import { useContentLicenceQuery } from '../api';
import { LicenceDocument } from '../components/LicenceDocument';
import { useLicencePageTexts } from '../model/texts';

/**
 * The brand's licence of one accepted content (/content/{contentId}/licence), printable
 * (docs/product.md#licences). Content not accepted yet, another company's, or an unknown
 * id is "Licence not found"; the way back is the content listing.
 */
export default function ContentLicence() {
  const { contentId = '' } = useParams();
  const query = useContentLicenceQuery(contentId);
  return (
    <DocumentPage
      query={query}
      back={paths.content}
      texts={useLicencePageTexts()}
      render={(licence) => <LicenceDocument licence={licence} />}
    />
  );
}
