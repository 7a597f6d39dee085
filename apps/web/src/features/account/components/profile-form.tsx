/** Settings: nickname and bio, checked with the contract's profile rules before saving. */
import { profileBody, type UserInfo } from '@app/contract';
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { zodRule } from '@/lib/zod-rule';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  nickname: string;
  bio: string;
}

export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const onFinish = (values: ProfileValues) => {
    update.mutate(
      { nickname: values.nickname.trim(), bio: (values.bio ?? '').trim() },
      { onSuccess: () => Toast.show({ icon: 'success', content: t('settings.profile_saved') }) },
    );
  };
  return (
    <Form
      layout="horizontal"
      initialValues={{ nickname: user.nickname, bio: user.bio }}
      onFinish={onFinish}
      footer={
        <Button block type="submit" color="primary" loading={update.isPending} data-testid="settings-save-profile">
          {t('common.save')}
        </Button>
      }
    >
      <Form.Item
        name="nickname"
        label={t('field.nickname')}
        rules={[zodRule(profileBody.shape.nickname.unwrap(), 'nickname', t)]}
      >
        <FieldInput testId="settings-nickname" placeholder={t('settings.nickname_placeholder')} clearable />
      </Form.Item>
      <Form.Item name="bio" label={t('field.bio')} rules={[zodRule(profileBody.shape.bio, 'bio', t)]}>
        <TextArea
          data-testid="settings-bio"
          placeholder={t('settings.bio_placeholder')}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={200}
          showCount
        />
      </Form.Item>
    </Form>
  );
}
