import { ComingSoon } from '../../shared/ui/ComingSoon';
import { Page } from '../../shared/ui/Page';

export function ContactPage() {
  return (
    <Page
      title="Get in Touch"
      subtitle="Questions, ideas or a problem to report? We would love to hear from you."
      narrow
    >
      <ComingSoon>The contact form is arriving soon.</ComingSoon>
    </Page>
  );
}
