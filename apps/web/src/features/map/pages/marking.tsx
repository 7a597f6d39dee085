/**
 * Marking tab, pages/category/category (docs/product.md §2 "personal and merchant label publishing"): the way to
 * settle a shop, my markings, applications and favourites, and the person label form (members only).
 */
import { Button } from 'antd-mobile';
import { FileOutline, HeartOutline, LocationOutline, ShopbagOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { loginWithRedirect, paths } from '@/config/paths';
import { useSignedIn } from '@/lib/session';
import { PersonForm } from '../components/person-form';
import './forms.css';

function Entry({ icon, title, testId, to }: { icon: ReactNode; title: string; testId: string; to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="marking-entry" data-testid={testId} onClick={() => navigate(to)}>
      {icon}
      <span>{title}</span>
    </button>
  );
}

export default function MarkingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (
    <Page title={t('tab.marking')} back={false}>
      <div className="marking-entries">
        <button
          type="button"
          className="marking-entry is-shop"
          data-testid="marking-shopenter"
          onClick={() => navigate(paths.shopEnter)}
        >
          <ShopbagOutline />
          <span>
            <span className="marking-entry-title">{t('map.settle_title')}</span>
            <br />
            <span className="marking-entry-desc">{t('map.settle_desc')}</span>
          </span>
        </button>
        <Entry icon={<LocationOutline />} title={t('title.my_labels')} testId="marking-mylabels" to={paths.myLabels} />
        <Entry
          icon={<FileOutline />}
          title={t('title.my_applications')}
          testId="marking-applications"
          to={paths.myApplications}
        />
        <Entry icon={<HeartOutline />} title={t('title.favorites')} testId="marking-favorites" to={paths.favorites} />
      </div>
      {signedIn ? (
        <PersonForm />
      ) : (
        <div className="shopenter-actions">
          <Button block color="primary" data-testid="marking-login" onClick={() => navigate(loginWithRedirect(paths.marking))}>
            {t('map.login_to_publish')}
          </Button>
        </div>
      )}
    </Page>
  );
}
