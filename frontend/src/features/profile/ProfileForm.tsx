import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Form, Input } from 'antd';
import { COOK_LIMITS } from '@plantry/shared';
import { Link } from 'react-router';
import { errorMessage, errorStatus, useUpdateCurrentUserMutation, type UpdateProfileDto, type UserDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { cookPath } from '../../shared/ui/cookPath';
import { FormRow } from '../../shared/ui/FormRow';
import { firstNameRules, lastNameRules } from '../auth/formRules';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';

/** First and last name and the bio of their cook profile, trimmed before sending; the email is shown but cannot change. */
export function ProfileForm({ user }: { user: UserDto }) {
  const [form] = Form.useForm<UpdateProfileDto>();
  const [updateCurrentUser, { isLoading }] = useUpdateCurrentUserMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  const save = async ({ firstName, lastName, bio }: UpdateProfileDto) => {
    try {
      const saved = await updateCurrentUser({
        updateProfileDto: { firstName: firstName.trim(), lastName: lastName.trim(), bio: (bio ?? '').trim() },
      }).unwrap();
      form.setFieldsValue({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '', bio: saved.bio ?? '' });
      notifications.success({ title: t`Profile updated` });
    } catch (error) {
      if (!handleSessionLost(error)) {
        // A refused bio or name says why; anything else is SPEC.md's message.
        const fallback = t`Failed to update profile. Please try again.`;
        notifications.error({ title: t`Error`, description: errorStatus(error) === 400 ? errorMessage(error, fallback) : fallback });
      }
    }
  };

  return (
    <Form<UpdateProfileDto>
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '', bio: user.bio ?? '' }}
      onFinish={(values) => void save(values)}
    >
      <FormRow>
        <Form.Item label={t`First Name`} name="firstName" rules={firstNameRules()}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item label={t`Last Name`} name="lastName" rules={lastNameRules()}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
      </FormRow>
      <Form.Item
        label={t`Bio`}
        name="bio"
        extra={
          <span>
            <Trans>
              A few words about you and your cooking, shown on <Link to={cookPath(user.id)}>your cook profile</Link>.
            </Trans>
          </span>
        }
        rules={[{ max: COOK_LIMITS.bioMaxLength, message: t`Bio must be at most ${COOK_LIMITS.bioMaxLength} characters` }]}
      >
        <Input.TextArea rows={3} maxLength={COOK_LIMITS.bioMaxLength} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item label={t`Email`} htmlFor="profile_email" extra={<span id="profile_email_help">{t`Email cannot be changed`}</span>}>
        <Input id="profile_email" type="email" value={user.email} disabled aria-describedby="profile_email_help" />
      </Form.Item>
      <BusyButton htmlType="submit" busy={isLoading} busyLabel={t`Saving...`}>
        {t`Save Changes`}
      </BusyButton>
    </Form>
  );
}
