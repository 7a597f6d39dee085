/** Settings: pick an image, upload it with a progress bar, then save it as the avatar. */
import { ProgressBar, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarUploader({ avatar }: { avatar: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState(0);
  const upload = useUploadAvatar(setPercent);
  const update = useUpdateProfile();

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      const { url } = await upload.mutateAsync(file);
      await update.mutateAsync({ avatar: url });
      Toast.show({ icon: 'success', content: t('settings.profile_saved') });
    } catch {
      // Already shown by the request layer.
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="avatar-uploader">
      <button
        type="button"
        className="avatar-uploader-button"
        data-testid="settings-avatar"
        onClick={() => input.current?.click()}
      >
        <Avatar src={avatar} size={72} />
        <span>{t('settings.change_avatar')}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        data-testid="settings-avatar-file"
        onChange={(e) => onPick(e.target.files?.[0])}
      />
      {upload.isPending && (
        <div className="avatar-progress">
          <ProgressBar percent={percent} />
          <span>{t('settings.uploading', { percent })}</span>
        </div>
      )}
    </div>
  );
}
