import { useState } from 'react';
import { Button, Card } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { Page } from '../../shared/ui/Page';
import { ResultPanel } from '../../shared/ui/ResultPanel';
import { ContactForm } from './ContactForm';
import './ContactPage.css';

/** The contact form, then a thank-you; 'Send Another Message' brings back an empty form. */
export function ContactPage() {
  const [sent, setSent] = useState(false);
  return (
    <Page
      title="Get in Touch"
      subtitle="Questions, ideas or a problem to report? We would love to hear from you."
      narrow
    >
      <Card className="contact-page__card">
        {sent ? (
          <ResultPanel
            icon={<CheckCircleOutlined />}
            tone="success"
            title="Thank You!"
            actions={
              <Button type="primary" onClick={() => setSent(false)}>
                Send Another Message
              </Button>
            }
          >
            <p>{"Your message is on its way. We'll get back to you within 24 hours."}</p>
          </ResultPanel>
        ) : (
          <ContactForm onSent={() => setSent(true)} />
        )}
      </Card>
    </Page>
  );
}
