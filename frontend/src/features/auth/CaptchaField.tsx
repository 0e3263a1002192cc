import { t } from '@lingui/core/macro';
import { Button, Form, Input, type FormRule } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import './CaptchaField.css';

/** A whole number of at least 0, as typed (SPEC.md section 5). */
function isCaptchaAnswer(value: unknown): value is string {
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value);
}

const answerRules: FormRule[] = [
  {
    validator: (_rule, value) => (isCaptchaAnswer(value) ? Promise.resolve() : Promise.reject(new Error(t`Please solve the math problem`))),
  },
];

interface CaptchaFieldProps {
  /** The current question, or undefined while one loads. */
  question: string | undefined;
  failed: boolean;
  onNewQuestion: () => void;
  /** The id antd gives the answer box: `${formName}_captcha`. */
  inputId: string;
}

/** The security check of the register form: the server's math question, an answer box and 'New'. */
export function CaptchaField({ question, failed, onNewQuestion, inputId }: CaptchaFieldProps) {
  const status = failed ? t`Could not load a question. Try New.` : t`Loading a question...`;
  return (
    <Form.Item
      htmlFor={inputId}
      label={
        <span>
          {t`Security check:`} <strong>{question ?? status}</strong>
        </span>
      }
    >
      <div className="captcha-field">
        <Form.Item name="captcha" noStyle rules={answerRules}>
          <Input inputMode="numeric" autoComplete="off" placeholder={t`Your answer`} />
        </Form.Item>
        <Button icon={<ReloadOutlined aria-hidden />} aria-label={t`New question`} onClick={onNewQuestion}>
          {t`New`}
        </Button>
      </div>
    </Form.Item>
  );
}
