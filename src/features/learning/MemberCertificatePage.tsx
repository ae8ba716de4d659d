import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CertificateVerificationDocument, MyCertificatesDocument } from '../../graphql/generated/learning';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { downloadApiFile } from '../../shared/download-file';
import { QueryState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { formatDate } from '../../shared/dates';
import './learning.css';

/** The certificate's PDF, made by the server and saved under its own name. */
async function downloadPdf(id: string, language: string, failed: string) {
  if (!(await downloadApiFile(`/api/userCertificate/${id}/pdf`, `certificate-${id}.pdf`, language))) toast.error(failed);
}

function VerifyForm() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [verify, { data, loading, error }] = useLazyQuery(CertificateVerificationDocument, { fetchPolicy: 'network-only' });
  const result = data?.certificateVerification;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) void verify({ variables: { number: draft.trim() } });
  };
  return (
    <section aria-labelledby="verify-heading" className="learning-centre" data-testid="certificate-verify">
      <h2 className="bp6-heading" id="verify-heading">
        {t('learning.certificates.verifyHeading')}
      </h2>
      <form className="learning-filters" onSubmit={submit}>
        <InputGroup value={draft} maxLength={40} placeholder={t('learning.certificates.verifyLabel')} aria-label={t('learning.certificates.verifyLabel')} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" intent="primary" text={t('learning.certificates.verify')} loading={loading} />
      </form>
      {error ? <Callout intent="danger" role="alert">{error.message}</Callout> : null}
      {result ? (
        <Callout intent={result.isValid ? 'success' : 'warning'} role="status" data-testid="verify-result">
          {result.isValid
            ? t('learning.certificates.valid', { name: result.holderName ?? '', title: result.title ?? '', date: formatDate(result.issuedAt, i18n.language) })
            : t('learning.certificates.invalid', { no: result.id })}
        </Callout>
      ) : null}
    </section>
  );
}

/** member-certificate: my certificates (issued by the server), each downloadable as PDF; and the verification of a number. */
export function MemberCertificatePage() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(MyCertificatesDocument, { variables: { page: paging.page, pageSize: paging.limit }, fetchPolicy: 'cache-and-network' });
  const result = data?.viewer?.certificates;
  const list = result?.nodes ?? [];
  return (
    <section className="learning-centre" data-testid="member-certificate">
      <h1 className="bp6-heading">{t('learning.certificates.heading')}</h1>
      <QueryState query={{ data, loading, error, refetch }} errorTitle={t('learning.centre.loadFailed')} empty={list.length === 0} emptyTitle={t('learning.certificates.empty')} skeletonRows={3}>
        <ul className="learning-list">
          {list.map((c) => (
            <li key={c.id} data-testid="certificate">
              <span>
                <strong>{c.title}</strong>
                <br />
                <span className="learning-card__muted">
                  {t(`learning.certificates.rule.${c.rule}`)} · {t('learning.certificates.number')} <span data-testid="cert-no">{c.number}</span> · {t('learning.certificates.issued')} {formatDate(c.issuedAt, i18n.language)}
                </span>
              </span>
              <Button icon="download" text={t('learning.certificates.download')} onClick={() => void downloadPdf(c.id, i18n.language, t('learning.certificates.downloadFailed'))} />
            </li>
          ))}
        </ul>
        <Pager total={result?.totalCount ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
      <VerifyForm />
    </section>
  );
}
