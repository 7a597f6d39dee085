/**
 * community/publics/publics (docs/product.md §2 "publish post"; docs/api.md "Community"): optional title, text, up to 9 pictures
 * with upload progress. The text is checked before sending, and publishing waits for every upload.
 */
import { COMMUNITY_LIMITS } from '@app/contract';
import { Button, Input, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/lib/draft';
import { useNavigate } from '@/lib/router';
import { ImageUpload } from '@/components/image-upload';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { usePostArticle } from '../api/post-article';
import './community.css';

interface PostDraft {
  title: string;
  content: string;
  images: string[];
}
const EMPTY_POST: PostDraft = { title: '', content: '', images: [] };
const isEmptyPost = (post: PostDraft) => !post.title && !post.content && post.images.length === 0;

export default function PublishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publish = usePostArticle();
  // The half-written post survives leaving the page (the incoming-chat banner, a link) and coming back.
  const [draft, setDraft, clearDraft] = useDraft<PostDraft>('publish', EMPTY_POST, isEmptyPost);
  const { title, content, images } = draft;
  const setTitle = (value: string) => setDraft((post) => ({ ...post, title: value }));
  const setContent = (value: string) => setDraft((post) => ({ ...post, content: value }));
  const setImages = (value: string[]) => setDraft((post) => ({ ...post, images: value }));
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  const submit = () => {
    if (!content.trim()) return setError(t('community.content_required'));
    setError('');
    publish.mutate(
      { title: title.trim(), content: content.trim(), images },
      {
        onSuccess: () => {
          clearDraft();
          Toast.show({ icon: 'success', content: t('community.posted') });
          navigate(`${paths.community}?tab=find`, { replace: true });
        },
      },
    );
  };

  return (
    <Page title={t('title.publish_post')}>
      <div className="publish-form">
        {/* The fields have no visible labels (the placeholders say what goes in): named for screen readers. */}
        <label className="sr-only" htmlFor="publish-title">
          {t('community.title_placeholder')}
        </label>
        <Input
          id="publish-title"
          className="publish-title"
          value={title}
          onChange={setTitle}
          maxLength={COMMUNITY_LIMITS.titleMax}
          placeholder={t('community.title_placeholder')}
          data-testid="publish-title"
        />
        <label className="sr-only" htmlFor="publish-content">
          {t('community.content_placeholder')}
        </label>
        <TextArea
          id="publish-content"
          value={content}
          onChange={(value) => {
            setContent(value);
            if (value.trim()) setError('');
          }}
          maxLength={COMMUNITY_LIMITS.contentMax}
          showCount
          autoSize={{ minRows: 5, maxRows: 12 }}
          placeholder={t('community.content_placeholder')}
          data-testid="publish-content"
        />
        {error && (
          <div className="publish-error" role="alert" data-testid="publish-error">
            {error}
          </div>
        )}
        <ImageUpload
          value={images}
          onChange={setImages}
          onUploadingChange={setUploading}
          max={COMMUNITY_LIMITS.imagesMax}
          label={t('community.add_image')}
          removeLabel={t('community.remove_image')}
          testId="image-picker"
          fileTestId="image-picker-input"
          itemTestId={() => 'picked-done'}
          progressTestId="picked-uploading"
        />
        <Button
          block
          color="primary"
          size="large"
          loading={publish.isPending}
          disabled={uploading}
          onClick={submit}
          data-testid="publish-submit"
        >
          {uploading ? t('community.uploading') : t('community.publish')}
        </Button>
      </div>
    </Page>
  );
}
