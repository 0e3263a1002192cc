import { useState } from 'react';
import { Button } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { ResultPanel } from '../../shared/ui/ResultPanel';
import { ContactForm } from './ContactForm';

/** The contact form, then a thank-you; 'Send Another Message' brings back an empty form. */
export function ContactCard() {
  const [sent, setSent] = useState(false);
  const [another, setAnother] = useState(false);
  if (!sent) return <ContactForm onSent={() => setSent(true)} autoFocus={another} />;
  return (
    <ResultPanel
      icon={<CheckCircleOutlined />}
      tone="success"
      title={t`Thank You!`}
      actions={
        <Button
          type="primary"
          onClick={() => {
            setSent(false);
            setAnother(true);
          }}
        >
          {t`Send Another Message`}
        </Button>
      }
    >
      <p>{t`Your message is on its way. We'll get back to you within 24 hours.`}</p>
    </ResultPanel>
  );
}
