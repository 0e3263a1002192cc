import { Form, Input, type FormRule } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { errorMessage, useSendContactMessageMutation, type ContactMessageDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { FormRow } from '../../shared/ui/FormRow';

/** The toast on success (SPEC.md section 8); the server answers with the same words. */
const SENT = "Message sent successfully! We'll get back to you within 24 hours.";

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** At least `min` characters once trimmed (SPEC.md section 5). */
function minLength(min: number, message: string): FormRule[] {
  return [{ required: true, min, transform: trim, message }];
}

const rules = {
  name: minLength(2, 'Name must be at least 2 characters'),
  email: [{ required: true, type: 'email', message: 'Please enter a valid email address' }] satisfies FormRule[],
  subject: minLength(5, 'Subject must be at least 5 characters'),
  message: minLength(10, 'Message must be at least 10 characters'),
};

/**
 * Name, email, subject and message for the site's team; `onSent` once the server has it. With
 * `autoFocus` (a second message) the name field takes the focus when the form comes back.
 */
export function ContactForm({ onSent, autoFocus = false }: { onSent: () => void; autoFocus?: boolean }) {
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();
  const notifications = useNotifications();

  const send = async (values: ContactMessageDto) => {
    const contactMessageDto: ContactMessageDto = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    try {
      await sendContactMessage({ contactMessageDto }).unwrap();
      notifications.success({ title: SENT });
      onSent();
    } catch (error) {
      notifications.error({ title: 'Failed to send message', description: errorMessage(error) });
    }
  };

  return (
    <Form<ContactMessageDto> name="contact" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void send(values)}>
      <FormRow>
        <Form.Item label="Name" name="name" rules={rules.name}>
          <Input autoComplete="name" maxLength={100} autoFocus={autoFocus} />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={rules.email}>
          <Input type="email" autoComplete="email" maxLength={255} />
        </Form.Item>
      </FormRow>
      <Form.Item label="Subject" name="subject" rules={rules.subject}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={rules.message}>
        <Input.TextArea rows={6} maxLength={5000} />
      </Form.Item>
      <BusyButton htmlType="submit" size="large" icon={<SendOutlined aria-hidden />} busy={isLoading} busyLabel="Sending...">
        Send Message
      </BusyButton>
    </Form>
  );
}
