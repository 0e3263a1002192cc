import { useState } from 'react';
import { Button } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
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
      title="Thank You!"
      actions={
        <Button
          type="primary"
          onClick={() => {
            setSent(false);
            setAnother(true);
          }}
        >
          Send Another Message
        </Button>
      }
    >
      <p>{"Your message is on its way. We'll get back to you within 24 hours."}</p>
    </ResultPanel>
  );
}
