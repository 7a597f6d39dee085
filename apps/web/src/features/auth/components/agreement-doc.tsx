/**
 * One agreement as the operator wrote it: blocks separated by blank lines, a block whose first line starts
 * with "## " being a section with that heading. Until it arrives (or when offline) the short summary from
 * the app's own texts stands in, so the popup is never empty.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgreement, type AgreementType } from '../api/get-agreement';
import './agreement-doc.css';

function blocks(content: string): ReactNode[] {
  return content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block, i) => {
      const [first = '', ...rest] = block.split('\n');
      if (!first.startsWith('## ')) return <p key={i}>{block}</p>;
      return (
        <section key={i}>
          <h4>{first.slice(3)}</h4>
          {rest.length > 0 && <p>{rest.join('\n')}</p>}
        </section>
      );
    });
}

export function AgreementDoc({ type }: { type: AgreementType }) {
  const { t } = useTranslation();
  const doc = useAgreement(type);
  return (
    <article data-testid={`agreement-${type}`} aria-busy={doc.isPending}>
      <h3>{t(type === 'user' ? 'auth.user_agreement' : 'auth.privacy_policy')}</h3>
      {doc.data ? blocks(doc.data.content) : <p>{t(type === 'user' ? 'auth.agreement_body' : 'auth.privacy_body')}</p>}
    </article>
  );
}
