import { Form, Input } from 'antd';
import { useUpdateCurrentUserMutation, type UpdateProfileDto, type UserDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { FormRow } from '../../shared/ui/FormRow';
import { firstNameRules, lastNameRules } from '../auth/formRules';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';

/** First and last name, trimmed before sending; the email is shown but cannot change. */
export function ProfileForm({ user }: { user: UserDto }) {
  const [form] = Form.useForm<UpdateProfileDto>();
  const [updateCurrentUser, { isLoading }] = useUpdateCurrentUserMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  const save = async ({ firstName, lastName }: UpdateProfileDto) => {
    try {
      const saved = await updateCurrentUser({
        updateProfileDto: { firstName: firstName.trim(), lastName: lastName.trim() },
      }).unwrap();
      form.setFieldsValue({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
      notifications.success({ title: 'Profile updated' });
    } catch (error) {
      if (!handleSessionLost(error)) {
        notifications.error({ title: 'Error', description: 'Failed to update profile. Please try again.' });
      }
    }
  };

  return (
    <Form<UpdateProfileDto>
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '' }}
      onFinish={(values) => void save(values)}
    >
      <FormRow>
        <Form.Item label="First Name" name="firstName" rules={firstNameRules}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={lastNameRules}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
      </FormRow>
      <Form.Item label="Email" htmlFor="profile_email" extra={<span id="profile_email_help">Email cannot be changed</span>}>
        <Input id="profile_email" type="email" value={user.email} disabled aria-describedby="profile_email_help" />
      </Form.Item>
      <BusyButton htmlType="submit" busy={isLoading} busyLabel="Saving...">
        Save Changes
      </BusyButton>
    </Form>
  );
}
