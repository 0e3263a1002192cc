import { Form, Input, type FormRule } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { errorMessage, useSendContactMessageMutation, type ContactMessageDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { FormRow } from '../../shared/ui/FormRow';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** At least `min` characters once trimmed (SPEC.md section 5). */
function minLength(min: number, message: string): FormRule[] {
  return [{ required: true, min, transform: trim, message }];
}

/** The fields' rules, in the site's language. */
const fieldRules = () => ({
  name: minLength(2, t`Name must be at least 2 characters`),
  email: [{ required: true, type: 'email', message: t`Please enter a valid email address` }] satisfies FormRule[],
  subject: minLength(5, t`Subject must be at least 5 characters`),
  message: minLength(10, t`Message must be at least 10 characters`),
});

/**
 * Name, email, subject and message for the site's team; `onSent` once the server has it. With
 * `autoFocus` (a second message) the name field takes the focus when the form comes back.
 */
export function ContactForm({ onSent, autoFocus = false }: { onSent: () => void; autoFocus?: boolean }) {
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();
  const notifications = useNotifications();
  const rules = fieldRules();

  const send = async (values: ContactMessageDto) => {
    const contactMessageDto: ContactMessageDto = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    try {
      await sendContactMessage({ contactMessageDto }).unwrap();
      // The toast on success (SPEC.md section 8's words, in the site's language).
      notifications.success({ title: t`Message sent successfully! We'll get back to you within 24 hours.` });
      onSent();
    } catch (error) {
      notifications.error({ title: t`Failed to send message`, description: errorMessage(error) });
    }
  };

  return (
    <Form<ContactMessageDto> name="contact" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void send(values)}>
      <FormRow>
        <Form.Item label={t`Name`} name="name" rules={rules.name}>
          <Input autoComplete="name" maxLength={100} autoFocus={autoFocus} />
        </Form.Item>
        <Form.Item label={t`Email`} name="email" rules={rules.email}>
          <Input type="email" autoComplete="email" maxLength={255} />
        </Form.Item>
      </FormRow>
      <Form.Item label={t`Subject`} name="subject" rules={rules.subject}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t`Message`} name="message" rules={rules.message}>
        <Input.TextArea rows={6} maxLength={5000} />
      </Form.Item>
      <BusyButton htmlType="submit" size="large" icon={<SendOutlined aria-hidden />} busy={isLoading} busyLabel={t`Sending...`}>
        {t`Send Message`}
      </BusyButton>
    </Form>
  );
}
