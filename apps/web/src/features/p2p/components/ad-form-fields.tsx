/** The figures of a new ad: quantity, price, minimum quantity and remark, each with its own problem shown. */
import { Form, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import type { AdFigures, AdProblems } from './amounts';

export type AdDraft = AdFigures & { remark: string };

interface Props {
  draft: AdDraft;
  problems: AdProblems;
  onChange: (next: AdDraft) => void;
  /** the price field's label in a currency; null: no price field (a floating ad's margin sets it) */
  price?: string | null;
}

const NUMBER_FIELDS = [
  { key: 'quantity', label: 'p2p.quantity_pi', placeholder: 'p2p.quantity_placeholder' },
  { key: 'price', label: 'p2p.price_usdt', placeholder: 'p2p.price_placeholder' },
  { key: 'min_quantity', label: 'p2p.min_quantity', placeholder: 'p2p.min_placeholder' },
] as const;

export function AdFormFields({ draft, problems, onChange, price }: Props) {
  const { t } = useTranslation();
  const shown = NUMBER_FIELDS.filter((field) => field.key !== 'price' || price !== null);
  return (
    <Form layout="vertical" className="p2p-form">
      {shown.map((field) => (
        <Form.Item
          key={field.key}
          label={field.key === 'price' && price ? price : t(field.label)}
          help={undefined}
          description={
            problems[field.key] ? (
              <span className="p2p-error" data-testid={`p2p-ad-${field.key}-error`}>
                {t(problems[field.key]!)}
              </span>
            ) : undefined
          }
        >
          <FieldInput
            testId={`p2p-ad-${field.key}`}
            inputMode="decimal"
            value={draft[field.key]}
            onChange={(value) => onChange({ ...draft, [field.key]: value })}
            placeholder={t(field.placeholder)}
          />
        </Form.Item>
      ))}
      <Form.Item label={t('p2p.remark')}>
        {/* The item has no form name, so antd-mobile ties its label to nothing: the field is named here. */}
        <label className="sr-only" htmlFor="p2p-ad-remark">
          {t('p2p.remark')}
        </label>
        <TextArea
          id="p2p-ad-remark"
          data-testid="p2p-ad-remark"
          value={draft.remark}
          maxLength={200}
          showCount
          rows={2}
          onChange={(remark) => onChange({ ...draft, remark })}
          placeholder={t('p2p.remark_placeholder')}
        />
      </Form.Item>
    </Form>
  );
}
