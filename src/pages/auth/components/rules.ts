/**
 * The account forms' validation rules with their translated messages, built from config/rules.ts.
 * Each rule carries one message, so every failure names exactly what is wrong.
 */
import type { Rule } from 'antd/es/form';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  EMAIL_CODE_PATTERN,
  INVITE_CODE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../../../config/rules';

type T = (id: string) => string;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const ALNUM = /^[A-Za-z0-9]*$/;

/** Username: required; 5-12; letters and digits only. */
export const usernameRules = (t: T): Rule[] => [
  { required: true, whitespace: true, message: t('auth.rule.usernameRequired') },
  { min: USERNAME_MIN, max: USERNAME_MAX, message: t('auth.rule.usernameLength') },
  { pattern: ALNUM, message: t('auth.rule.usernameChars') },
];

/** Login username: required only (legacy game accounts may not follow today's rules). */
export const loginUsernameRules = (t: T): Rule[] => [
  { required: true, whitespace: true, message: t('auth.rule.usernameRequired') },
];

/** Login password: required, at least 6. */
export const loginPasswordRules = (t: T): Rule[] => [
  { required: true, message: t('auth.rule.passwordRequired') },
  { min: PASSWORD_MIN, message: t('auth.rule.loginPasswordMin') },
];

/** New password: required; 6-16; printable ASCII without spaces. */
export const passwordRules = (t: T): Rule[] => [
  { required: true, message: t('auth.rule.passwordRequired') },
  { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('auth.rule.passwordLength') },
  { pattern: PRINTABLE_ASCII, message: t('auth.rule.passwordChars') },
];

/** Confirmation: required; equal to `field`. */
export const confirmRules = (t: T, field: string): Rule[] => [
  { required: true, message: t('auth.rule.confirmRequired') },
  ({ getFieldValue }) => ({
    validator(_, value) {
      if (!value || getFieldValue(field) === value) return Promise.resolve();
      return Promise.reject(new Error(t('auth.rule.passwordMismatch')));
    },
  }),
];

export const emailRules = (t: T): Rule[] => [
  { required: true, whitespace: true, message: t('auth.rule.emailRequired') },
  { pattern: EMAIL_PATTERN, message: t('auth.rule.emailInvalid') },
];

export const isEmail = (value: unknown) => typeof value === 'string' && EMAIL_PATTERN.test(value.trim());

export const emailCodeRules = (t: T): Rule[] => [
  { required: true, whitespace: true, message: t('auth.rule.emailCodeRequired') },
  { pattern: EMAIL_CODE_PATTERN, message: t('auth.rule.emailCodeFormat') },
];

export const isFutureDay = (d: Dayjs) => d.isAfter(dayjs().endOf('day'));

export const birthdayRules = (t: T): Rule[] => [
  { required: true, message: t('auth.rule.birthdayRequired') },
  {
    validator(_, value?: Dayjs) {
      if (value && isFutureDay(value)) return Promise.reject(new Error(t('auth.rule.birthdayFuture')));
      return Promise.resolve();
    },
  },
];

export const inviteRules = (t: T, required: boolean): Rule[] => [
  ...(required ? [{ required: true, whitespace: true, message: t('auth.rule.inviteRequired') }] : []),
  { pattern: INVITE_CODE_PATTERN, message: t('auth.rule.inviteFormat') },
];

export const communityRules = (t: T): Rule[] => [
  { pattern: INVITE_CODE_PATTERN, message: t('auth.rule.communityFormat') },
];

export const termsRules = (t: T): Rule[] => [
  {
    validator(_, value) {
      return value ? Promise.resolve() : Promise.reject(new Error(t('auth.rule.termsRequired')));
    },
  },
];

export const humanRules = (t: T): Rule[] => [{ required: true, message: t('auth.rule.humanRequired') }];

/** Puts a server message on a field (keeps what was typed). */
export function setFieldError(form: FormInstance, name: string, message: string) {
  form.setFields([{ name, errors: [message] }]);
}
