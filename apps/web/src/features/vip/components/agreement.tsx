/** The membership agreement (docs/product.md §5 "the agreement accepted"): a check box, and the text in a sheet. */
import { Checkbox, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CLAUSES = ['vip.agreement_1', 'vip.agreement_2', 'vip.agreement_3', 'vip.agreement_4'] as const;

export function Agreement({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  return (
    <div className="vip-agreement">
      <Checkbox checked={checked} onChange={onChange} data-testid="vip-agree">
        {t('vip.agree_prefix')}
      </Checkbox>
      <a className="vip-agreement-link" onClick={() => setReading(true)} data-testid="vip-agreement-open">
        {t('vip.agreement_title')}
      </a>
      <Popup
        visible={reading}
        onMaskClick={() => setReading(false)}
        bodyClassName="vip-agreement-sheet"
        showCloseButton
        onClose={() => setReading(false)}
      >
        <h3>{t('vip.agreement_title')}</h3>
        <ol>
          {CLAUSES.map((clause) => (
            <li key={clause}>{t(clause)}</li>
          ))}
        </ol>
      </Popup>
    </div>
  );
}
