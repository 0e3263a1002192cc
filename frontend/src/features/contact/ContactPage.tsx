import { t } from '@lingui/core/macro';
import { lazyComponent } from '../../app/lazyComponent';
import { AfterPaint } from '../../shared/ui/AfterPaint';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { Page } from '../../shared/ui/Page';
import { Panel } from '../../shared/ui/Panel';
import './ContactPage.css';

/** The form's code (antd's Form and Input, some 40 KB compressed) loads once the page has painted. */
const ContactCard = lazyComponent(() => import('./ContactCard').then((m) => m.ContactCard));

/** Get in Touch (SPEC.md section 2, 'Contact'): the page's title at once, its form once its code is there. */
export function ContactPage() {
  return (
    <Page title={t`Get in Touch`} subtitle={t`Questions, ideas or a problem to report? We would love to hear from you.`} narrow>
      <Panel>
        <AfterPaint placeholder={<LoadingSpinner label={t`Loading the form`} className="contact-page__loading" />}>
          <ContactCard.Component />
        </AfterPaint>
      </Panel>
    </Page>
  );
}
