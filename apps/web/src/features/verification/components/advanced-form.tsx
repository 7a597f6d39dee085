/** Advanced verification (docs/product.md §3): front and back of the ID and a photo holding it, all three required. */
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SingleImageUpload } from '@/components/image-upload';
import { uploadIdImage } from '../api/upload-id-image';

export interface AdvancedValues {
  front_image: string;
  back_image: string;
  hand_image: string;
}

const SLOTS = ['front_image', 'back_image', 'hand_image'] as const;

export function AdvancedForm({ submitting, onSubmit }: { submitting: boolean; onSubmit: (values: AdvancedValues) => void }) {
  const { t } = useTranslation();
  const [images, setImages] = useState<Partial<AdvancedValues>>({});
  const submit = () => {
    const { front_image, back_image, hand_image } = images;
    if (!front_image || !back_image || !hand_image) {
      Toast.show({ content: t('verification.images_required') });
      return;
    }
    onSubmit({ front_image, back_image, hand_image });
  };
  return (
    <div className="form-card id-images">
      <p className="verify-note">{t('verification.images_hint')}</p>
      <div className="id-slots">
        {SLOTS.map((slot) => (
          // The photo shows from the device: the stored copy is private, on no public address.
          <div key={slot} className="id-slot">
            <SingleImageUpload
              value={images[slot]}
              onChange={(id) => setImages((current) => ({ ...current, [slot]: id }))}
              upload={uploadIdImage}
              label={t(`field.${slot}`)}
              removeLabel={t(`field.${slot}`)}
              testId={`idcard-${slot.replace('_image', '')}`}
            />
            <span className="id-slot-label">{t(`field.${slot}`)}</span>
          </div>
        ))}
      </div>
      <Button block color="primary" size="large" loading={submitting} data-testid="idcard-advanced-submit" onClick={submit}>
        {t('common.submit')}
      </Button>
      <p className="verify-note">{t('verification.privacy')}</p>
    </div>
  );
}
