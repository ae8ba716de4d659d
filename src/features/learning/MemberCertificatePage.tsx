import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CertificateVerifyDocument, UserCertificateDocument } from '../../graphql/generated/learning';
import { DEFAULT_PAGE_SIZE } from '../../shared/grid/paging';
import { Pager } from '../../shared/grid/Pager';
import { downloadApiFile } from '../../shared/download-file';
import { present } from '../../shared/present';
import { QueryState } from '../../shared/state/LoadState';
import { toast } from '../../shared/toaster';
import { formatDate } from '../../shared/dates';
import './learning.css';

/** The certificate's PDF, made by the server and saved under its own name. */
async function downloadPdf(id: number, language: string, failed: string) {
  if (!(await downloadApiFile(`/api/userCertificate/${id}/pdf`, `certificate-${id}.pdf`, language))) toast.error(failed);
}

function VerifyForm() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [verify, { data, loading, error }] = useLazyQuery(CertificateVerifyDocument, { fetchPolicy: 'network-only' });
  const result = data?.certificateVerify?.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) void verify({ variables: { cert_no: draft.trim() } });
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
        <Callout intent={result.valid ? 'success' : 'warning'} role="status" data-testid="verify-result">
          {result.valid
            ? t('learning.certificates.valid', { name: result.user_name ?? '', title: result.title ?? '', date: formatDate(result.issued_at, i18n.language) })
            : t('learning.certificates.invalid', { no: result.cert_no })}
        </Callout>
      ) : null}
    </section>
  );
}

/** member-certificate: my certificates (issued by the server), each downloadable as PDF; and the verification of a number. */
export function MemberCertificatePage() {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const { data, loading, error, refetch } = useQuery(UserCertificateDocument, { variables: paging, fetchPolicy: 'cache-and-network' });
  const result = data?.userCertificate?.data;
  const list = present(result?.list);
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
                  {t(`learning.certificates.rule.${c.rule_type}`)} · {t('learning.certificates.number')} <span data-testid="cert-no">{c.cert_no}</span> · {t('learning.certificates.issued')} {formatDate(c.issued_at, i18n.language)}
                </span>
              </span>
              <Button icon="download" text={t('learning.certificates.download')} onClick={() => void downloadPdf(c.id, i18n.language, t('learning.certificates.downloadFailed'))} />
            </li>
          ))}
        </ul>
        <Pager total={result?.total ?? 0} page={paging.page} limit={paging.limit} onChange={(page, limit) => setPaging({ page, limit })} />
      </QueryState>
      <VerifyForm />
    </section>
  );
}
