/** The currencies to choose from, as a sheet: loaded on the picker's first tap (currency-picker.tsx). */
import { CheckList, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  value: string;
  codes: readonly string[];
  label: (code: string) => string;
  onPick: (code: string) => void;
  onClose: () => void;
}

export function CurrencySheet({ open, value, codes, label, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="p2p-sheet p2p-currency-sheet">
      <div className="p2p-sheet-title">{t('p2p_fiat.choose_currency')}</div>
      <CheckList
        value={[value]}
        onChange={(picked) => {
          const code = picked[0];
          if (typeof code === 'string') onPick(code);
        }}
      >
        {codes.map((code) => (
          <CheckList.Item key={code} value={code} data-testid={`p2p-currency-${code}`} description={label(code)}>
            {code}
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
}
