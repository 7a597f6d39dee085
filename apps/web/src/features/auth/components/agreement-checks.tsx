/**
 * Spec §5: the user agreement and the privacy policy must both be accepted before login and registration.
 * The documents open in a popup so accepting them never leaves the form; their text is the operator's, in
 * the app's language (/api/common/agreement).
 */
import { Checkbox, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementDoc } from './agreement-doc';

interface AgreementChecksProps {
  agreed: boolean;
  onAgreedChange: (value: boolean) => void;
  privacy: boolean;
  onPrivacyChange: (value: boolean) => void;
  testIdPrefix: string;
}

type Doc = 'agreement' | 'privacy';

export function AgreementChecks(props: AgreementChecksProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Doc | null>(null);
  const docLink = (doc: Doc): ReactNode => (
    <a
      className="doc-link"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setOpen(doc);
      }}
    >
      {t(doc === 'agreement' ? 'auth.user_agreement' : 'auth.privacy_policy')}
    </a>
  );
  return (
    <div className="agreement-checks">
      <Checkbox data-testid={`${props.testIdPrefix}-agree`} checked={props.agreed} onChange={props.onAgreedChange}>
        {t('auth.agree_prefix')} {docLink('agreement')}
      </Checkbox>
      <Checkbox data-testid={`${props.testIdPrefix}-privacy`} checked={props.privacy} onChange={props.onPrivacyChange}>
        {t('auth.agree_prefix')} {docLink('privacy')}
      </Checkbox>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        bodyClassName="doc-popup"
        showCloseButton
        onClose={() => setOpen(null)}
      >
        {open && <AgreementDoc type={open === 'agreement' ? 'user' : 'privacy'} />}
      </Popup>
    </div>
  );
}
