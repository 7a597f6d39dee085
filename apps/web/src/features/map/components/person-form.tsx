/**
 * Publish a person label (docs/product.md §3 "Person label", §5 "nickname and bio required"; docs/api.md /api/lable/addperson):
 * avatar, nickname, bio, category, location picked on the map and an optional address.
 */
import type { AddPersonBody } from '@app/contract';
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { SingleImageUpload } from '@/components/image-upload';
import { paths } from '@/config/paths';
import { useAddPerson } from '../api/publish';
import type { LatLng } from '../utils/geo';
import { useFieldRules } from '../hooks/use-field-rules';
import { personFields } from '../utils/label-form';
import { CategoryPicker } from './category-picker';
import { LocationPicker } from './location-picker';

type PersonValues = Omit<AddPersonBody, 'lat' | 'lng'> & { location: LatLng | null };

export function PersonForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addPerson = useAddPerson();
  const [form] = Form.useForm();
  const { label, rule, locationRule } = useFieldRules(personFields);

  const submit = async ({ location, ...values }: PersonValues) => {
    if (!location) return;
    try {
      await addPerson.mutateAsync({ ...values, lat: location[0], lng: location[1] });
      Toast.show({ icon: 'success', content: t('map.person_published') });
      form.resetFields();
      navigate(paths.myLabels);
    } catch {
      // The request layer showed the server's reason.
    }
  };

  return (
    <Form
      form={form}
      className="label-form"
      layout="vertical"
      onFinish={submit}
      data-testid="person-form"
      footer={
        <Button block type="submit" color="primary" size="large" loading={addPerson.isPending} data-testid="person-submit">
          {t('map.publish_person')}
        </Button>
      }
    >
      <Form.Header>{t('map.person_title')}</Form.Header>
      <Form.Item name="avatar" label={label('avatar')} rules={[rule('avatar')]}>
        <SingleImageUpload testId="person-avatar" label={label('avatar')} removeLabel={label('avatar')} />
      </Form.Item>
      <Form.Item name="nickname" label={label('nickname')} rules={[rule('nickname')]}>
        <FieldInput testId="person-nickname" placeholder={t('map.nickname_placeholder')} maxLength={30} />
      </Form.Item>
      <Form.Item name="bio" label={label('bio')} rules={[rule('bio')]}>
        <TextArea
          data-testid="person-bio"
          placeholder={t('map.bio_placeholder')}
          maxLength={200}
          showCount
          autoSize={{ minRows: 2 }}
        />
      </Form.Item>
      <Form.Item name="category" label={label('person_category')} rules={[rule('category', 'person_category')]}>
        <CategoryPicker testId="person-category" />
      </Form.Item>
      <Form.Item name="location" label={label('location')} rules={[locationRule]}>
        <LocationPicker testId="person-location" type="person" />
      </Form.Item>
      <Form.Item name="address" label={label('address')} rules={[rule('address')]}>
        <FieldInput testId="person-address" placeholder={t('map.address_placeholder')} maxLength={200} />
      </Form.Item>
    </Form>
  );
}
