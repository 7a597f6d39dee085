/** Settings: pick an image, upload it with the shared uploader's progress bar, then save it as the avatar. */
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { ImagePick } from '@/components/image-pick';
import { useUpdateProfile } from '../api/update-profile';

export function AvatarUploader({ avatar }: { avatar: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();

  const save = async (url: string) => {
    await update.mutateAsync({ avatar: url });
    Toast.show({ icon: 'success', content: t('settings.profile_saved') });
  };

  return (
    <ImagePick label={t('settings.change_avatar')} testId="settings-avatar" onUploaded={save}>
      <Avatar src={avatar} size={72} />
      <span>{t('settings.change_avatar')}</span>
    </ImagePick>
  );
}
