/**
 * The Me tab header: for a member their avatar, nickname, id, invitation code and verify/VIP badges;
 * for a guest the prompt to log in (docs/product.md §2 "an anonymous user opening the my page is prompted to log in").
 */
import type { UserInfo } from '@app/contract';
import { Button, Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toast';

/** Neutral badges sit on the blue header: translucent white rather than grey. */
const NEUTRAL = 'rgba(255, 255, 255, 0.22)';

export function GuestHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="me-header me-guest" data-testid="me-guest">
      <Avatar size={64} />
      <div className="me-header-text">
        <h2>{t('me.guest_title')}</h2>
        <p>{t('me.guest_desc')}</p>
      </div>
      <Button
        size="small"
        shape="rounded"
        className="me-login-button"
        data-testid="me-login-prompt"
        onClick={() => navigate(paths.login)}
      >
        {t('me.login_register')}
      </Button>
    </section>
  );
}

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ content: done });
  } catch {
    // Clipboard access can be refused (insecure origin); the code stays visible to copy by hand.
  }
}

export function MemberHeader({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vip = user.level.vip > 0;
  return (
    <section className="me-header" data-testid="me-member">
      <Avatar src={user.avatar} size={64} alt={user.nickname} />
      <div className="me-header-text">
        <h2 data-testid="me-nickname">
          <button type="button" className="me-plain-button me-nickname" onClick={() => navigate(paths.settings)}>
            {user.nickname || user.username}
          </button>
        </h2>
        <p>
          <span data-testid="me-id">{t('me.id', { id: user.id })}</span>
          <button
            type="button"
            className="me-plain-button me-invite"
            data-testid="me-invite"
            onClick={() => copy(user.invite_code, t('common.copied'))}
          >
            {t('me.invite_code', { code: user.invite_code })}
          </button>
        </p>
        <div className="me-badges">
          <Tag round color={user.level.verify === 'none' ? NEUTRAL : 'success'} data-testid="me-verify">
            {t(`me.verify_${user.level.verify}`)}
          </Tag>
          <Tag round color={vip ? 'warning' : NEUTRAL} data-testid="me-vip">
            {vip ? t('me.vip') : t('me.not_vip')}
          </Tag>
        </div>
      </div>
      <button
        type="button"
        className="me-plain-button me-header-arrow"
        aria-label={t('title.settings')}
        onClick={() => navigate(paths.settings)}
      >
        <RightOutline />
      </button>
    </section>
  );
}
