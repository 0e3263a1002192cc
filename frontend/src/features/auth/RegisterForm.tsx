import { t } from '@lingui/core/macro';
import { Form, Input } from 'antd';
import { errorMessage, useGetCaptchaQuery, useRegisterMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { FormRow } from '../../shared/ui/FormRow';
import { CaptchaField } from './CaptchaField';
import { emailRules, firstNameRules, lastNameRules, passwordRules } from './formRules';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The answer as typed; sent as a number. */
  captcha: string;
}

const FORM_NAME = 'register';

/**
 * A new account, inactive until the emailed link is followed. Each attempt uses up the question
 * (the cache asks for a new one after every attempt, see api/index.ts), so the answer box is
 * cleared with it.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useGetCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  const [register, { isLoading }] = useRegisterMutation();
  const notifications = useNotifications();
  const question = captcha.isFetching || captcha.isError ? undefined : captcha.data?.question;

  const newQuestion = () => {
    form.setFieldValue('captcha', '');
    void captcha.refetch();
  };

  const submit = async ({ firstName, lastName, email, password, captcha: answer }: RegisterValues) => {
    try {
      await register({
        registerDto: { firstName: firstName.trim(), lastName: lastName.trim(), email, password, captcha: Number(answer) },
      }).unwrap();
      onRegistered(email);
    } catch (error) {
      form.setFieldValue('captcha', '');
      notifications.error({ title: t`Registration failed`, description: errorMessage(error) });
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={(values) => void submit(values)}
    >
      <FormRow>
        <Form.Item label={t`First Name`} name="firstName" rules={firstNameRules()}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item label={t`Last Name`} name="lastName" rules={lastNameRules()}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
      </FormRow>
      <Form.Item label={t`Email`} name="email" rules={emailRules()}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={t`Password`} name="password" rules={passwordRules(8)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <CaptchaField
        question={question}
        failed={captcha.isError && !captcha.isFetching}
        onNewQuestion={newQuestion}
        inputId={`${FORM_NAME}_captcha`}
      />
      <BusyButton
        htmlType="submit"
        size="large"
        block
        disabled={question === undefined}
        busy={isLoading}
        busyLabel={t`Creating account...`}
      >
        {t`Create Account`}
      </BusyButton>
    </Form>
  );
}
