/**
 * page/shareplacard/shareplacard (docs/product.md §2 "share invitation poster"): the poster with my QR code and
 * invitation link, saved as an image or shared; the link copied; and the members I invited below.
 */
import { Button, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { mediaUrl } from '@/lib/request';
import { useProfile } from '@/lib/session';
import { useInviteQrcode } from '../api/get-qrcode';
import { drawPoster, POSTER_SIZE } from '../components/draw-poster';
import { InviteeList } from '../components/invitee-list';
import './poster.css';

function usePoster() {
  const { t } = useTranslation();
  const profile = useProfile();
  const qrcode = useInviteQrcode();
  const [poster, setPoster] = useState<string>();
  const data = qrcode.data;
  const nickname = profile?.nickname || profile?.username || '';
  const avatar = profile?.avatar;
  useEffect(() => {
    if (!data) return;
    let live = true;
    void drawPoster({
      appName: t('app.name'),
      headline: t('invite.headline'),
      nickname,
      avatarUrl: avatar ? mediaUrl(avatar) : undefined,
      qrcode: data.qrcode,
      codeLabel: t('invite.code_label'),
      code: data.invite_code,
      scanHint: t('invite.scan_hint'),
      url: data.invite_url,
    }).then((url) => live && setPoster(url));
    return () => {
      live = false;
    };
  }, [data, nickname, avatar, t]);
  return { qrcode, poster };
}

export default function SharePosterPage() {
  const { t } = useTranslation();
  const { qrcode, poster } = usePoster();
  const data = qrcode.data;
  const copy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.invite_url);
      Toast.show({ icon: 'success', content: t('common.copied') });
    } catch {
      Toast.show({ content: data.invite_url, duration: 4000 });
    }
  };
  const share = () =>
    data && void navigator.share?.({ title: t('app.name'), text: t('invite.headline'), url: data.invite_url }).catch(() => {});
  return (
    <Page title={t('title.share_poster')}>
      {!data ? (
        <LoadState error={qrcode.isError} onRetry={() => void qrcode.refetch()} testId="poster" />
      ) : (
        <div className="poster-body">
          <div className="poster-frame" style={{ aspectRatio: `${POSTER_SIZE.width} / ${POSTER_SIZE.height}` }}>
            {poster && <img src={poster} alt={t('invite.poster_alt')} className="poster-image" data-testid="poster-image" />}
          </div>
          <div className="poster-actions">
            <a href={poster} download={`invite-${data.invite_code}.png`} className="poster-save" data-testid="poster-save">
              <Button block color="primary" disabled={!poster}>
                {t('invite.save')}
              </Button>
            </a>
            <Button block onClick={() => void copy()} data-testid="poster-copy">
              {t('invite.copy_link')}
            </Button>
            {'share' in navigator && (
              <Button block onClick={share} data-testid="poster-share">
                {t('invite.share')}
              </Button>
            )}
          </div>
          <div className="poster-hint">{t('invite.save_hint')}</div>
          <InviteeList />
        </div>
      )}
    </Page>
  );
}
