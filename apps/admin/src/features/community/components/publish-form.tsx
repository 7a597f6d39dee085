/** Publish a news item or a notice (title, text, up to 9 pictures); members see it at once under News or Notices. */
import { COMMUNITY_LIMITS } from '@app/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify.ts';
import { uploadNewsImage, usePublish, type PublishInput } from '../api/community-api.ts';

export function PublishForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Omit<PublishInput, 'images'>>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const publish = usePublish();
  const uploading = files.some((f) => f.status === 'uploading');

  const submit = async (values: Omit<PublishInput, 'images'>) => {
    const images = files.flatMap((f) => (f.status === 'done' && typeof f.response === 'string' ? [f.response] : []));
    await publish.mutateAsync({ ...values, images });
    form.resetFields();
    setFiles([]);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{ type: 'news' }}
      onFinish={(v) => void submit(v).catch(() => undefined)}
    >
      <Form.Item name="type" label={t('community.kind_label')}>
        <Radio.Group
          options={[
            { value: 'news', label: t('community.types.news') },
            { value: 'notice', label: t('community.notice') },
          ]}
          optionType="button"
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('community.title')}
        rules={[{ required: true, whitespace: true, message: t('community.title_required') }]}
      >
        <Input maxLength={COMMUNITY_LIMITS.titleMax} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('community.text')}
        rules={[{ required: true, whitespace: true, message: t('community.text_required') }]}
      >
        <Input.TextArea maxLength={COMMUNITY_LIMITS.contentMax} showCount autoSize={{ minRows: 5, maxRows: 14 }} />
      </Form.Item>
      <Form.Item label={t('community.pictures', { max: COMMUNITY_LIMITS.imagesMax })}>
        <Upload
          listType="picture-card"
          accept="image/jpeg,image/png,image/webp"
          fileList={files}
          maxCount={COMMUNITY_LIMITS.imagesMax}
          onChange={({ fileList }) => setFiles(fileList)}
          customRequest={({ file, onSuccess, onError }) => {
            uploadNewsImage(file as File).then(
              (reply) => onSuccess?.(reply.url),
              (error: Error) => {
                notify.error(error.message);
                onError?.(error);
              },
            );
          }}
        >
          {files.length < COMMUNITY_LIMITS.imagesMax && <PlusOutlined />}
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={publish.isPending} disabled={uploading}>
        {t('community.publish')}
      </Button>
    </Form>
  );
}
