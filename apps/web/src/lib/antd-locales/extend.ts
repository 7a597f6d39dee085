/** Our antd-mobile locales are en-US with every visible text replaced; validation templates stay English. */
import enUS from 'antd-mobile/es/locales/en-US';
import type { AntdLocale } from '../antd-locale-store';

type Texts = Omit<AntdLocale, 'Form'> & { Form: { required: string; optional: string; requiredMessage: string } };

export function extendEnUS({ Form, ...texts }: Texts): AntdLocale {
  return {
    ...enUS,
    ...texts,
    Form: {
      ...enUS.Form,
      required: Form.required,
      optional: Form.optional,
      defaultValidateMessages: { ...enUS.Form.defaultValidateMessages, required: Form.requiredMessage },
    },
  };
}
