import { LegalDocumentPage } from './LegalDocumentPage';
import { privacyPolicy } from './privacyPolicy';

export function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
