import { LegalDocumentPage } from './LegalDocumentPage';
import { termsOfService } from './termsOfService';

export function TermsOfServicePage() {
  return <LegalDocumentPage document={termsOfService} />;
}
