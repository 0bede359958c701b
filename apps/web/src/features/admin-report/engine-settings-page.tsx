import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { EngineUsageSection, formatCost } from './engine-usage-section.tsx';
import { fetchEngineSettings } from './engines-api.ts';

/**
 * /admin-report/engines (admin): the engines the server was configured with (issue 14), the model
 * server without its key (only whether one is set), and what the model engines spent.
 */
export function EngineSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['admin-engines'],
    queryFn: fetchEngineSettings,
    meta: API_ERRORS_HANDLED,
  });
  const s = settings.data;
  const llm = s?.llm;
  const rows: [string, string, string][] = !s
    ? []
    : [
        ['grader', t('engines.graderEngine'), t(`engines.names.${s.grader_engine}`)],
        ['ocr', t('engines.ocrEngine'), t(`engines.names.${s.ocr_engine}`)],
        ...(!llm
          ? []
          : ([
              ['base-url', t('engines.baseUrl'), llm.base_url],
              ['model', t('engines.model'), llm.model ?? '—'],
              ['vision-model', t('engines.visionModel'), llm.vision_model ?? '—'],
              [
                'api-key',
                t('engines.apiKey'),
                llm.api_key_set ? t('engines.apiKeySet') : t('engines.apiKeyNone'),
              ],
              ['concurrency', t('engines.concurrency'), String(llm.concurrency)],
              ['timeout', t('engines.timeout'), t('engines.seconds', { n: llm.timeout_s })],
              ['price-input', t('engines.priceInput'), formatCost(llm.price_input_per_1k)],
              ['price-output', t('engines.priceOutput'), formatCost(llm.price_output_per_1k)],
            ] satisfies [string, string, string][])),
      ];
  return (
    <Page
      className="admin-report-page"
      title={t('pages.engineSettings')}
      trail={[{ name: t('pages.adminReport'), path: '/admin-report' }]}
    >
      {!s ? (
        <Loading />
      ) : (
        <section className="usage-section" aria-labelledby="engine-settings">
          <h2 id="engine-settings">{t('engines.settings')}</h2>
          <dl className="engine-settings" data-testid="engine-settings">
            {rows.map(([key, label, value]) => (
              <div key={key} data-setting={key}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {!llm && <p className="muted">{t('engines.noServer')}</p>}
          <p className="muted">{t('engines.configuredBy')}</p>
        </section>
      )}
      <EngineUsageSection />
    </Page>
  );
}
