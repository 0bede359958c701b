import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useProductInfo } from '../../lib/use-product-info.ts';

/** Customer service contact: the details this deployment configured (SUPPORT_* settings). */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const product = useProductInfo();
  const contact = product.data?.customer_service;
  const configured =
    contact && [contact.name, contact.email, contact.phone, contact.hours].some(Boolean);
  return (
    <Page className="customer-service-page" title={t('customerService.title')}>
      {product.isPending ? (
        <Loading variant="page" />
      ) : !configured ? (
        <p className="muted">{t('customerService.notConfigured')}</p>
      ) : (
        <dl className="contact-list">
          {contact.name && (
            <>
              <dt>{t('customerService.name')}</dt>
              <dd>{contact.name}</dd>
            </>
          )}
          {contact.email && (
            <>
              <dt>{t('customerService.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </>
          )}
          {contact.phone && (
            <>
              <dt>{t('customerService.phone')}</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </dd>
            </>
          )}
          {contact.hours && (
            <>
              <dt>{t('customerService.hours')}</dt>
              <dd>{contact.hours}</dd>
            </>
          )}
        </dl>
      )}
    </Page>
  );
}
