import { DateTime } from 'luxon';
import QRCode from 'qrcode';
import type { CompanyCalendar } from '../../core/calendar.js';
import { DomainError } from '../../core/errors.js';
import type { Locale } from '../../core/i18n.js';
import { createCjkPdf, pdfToBuffer } from '../../core/pdf/index.js';
import { unixSeconds } from '../../core/unix-time.js';
import { CertificateRule, taskCertificateRule, type CertificatesRepo } from './certificates-repo.js';

const LABELS = {
  'zh-CN': {
    heading: '结业证书',
    granted: (name: string) => `兹证明 ${name} 同志`,
    body: (title: string) => `已完成「${title}」的学习要求，特发此证。`,
    number: '证书编号',
    date: '发证日期',
    verify: '扫码或在学习平台“证书验证”页输入编号核验',
    rules: { 1: '必修课程', 2: '学习任务', 3: '在线培训', 4: '正式考试', 5: '学习地图' } as Record<number, string>,
  },
  'en-US': {
    heading: 'Certificate of Completion',
    granted: (name: string) => `This certifies that ${name}`,
    body: (title: string) => `has met the learning requirements of "${title}".`,
    number: 'Certificate number',
    date: 'Date of issue',
    verify: 'Scan the code, or enter the number on the portal\'s certificate verification page',
    rules: { 1: 'Required course', 2: 'Study task', 3: 'Online training', 4: 'Official exam', 5: 'Learning map' } as Record<number, string>,
  },
} as const;

/**
 * Certificates: the server issues them (issueEarned, and the modules' hooks when a rule is
 * met), lists the learner's own, renders a PDF (name, title, date, number, QR code of the
 * number) and verifies a number.
 *
 * Choice: issuing is idempotent and also runs before the learner's list is read, so a rule
 * met through any path (a course finished from the catalogue, a task whose last mission was
 * an exam) yields its certificate, dated when the rule was met, exactly once.
 *
 * The back office switches rules off and on (site setting certificate_rules): a rule switched
 * off issues nothing new; certificates already issued stay valid (their number still verifies).
 * Switched on again, what was met meanwhile is issued by the list's catch-up (issueEarned) for
 * the rules it covers; a map completed meanwhile is not (its hook fired while the rule was off).
 */
export class CertificateService {
  constructor(
    private readonly certificates: CertificatesRepo,
    private readonly calendar: CompanyCalendar,
    private readonly enabledRules: () => Promise<Set<number>>,
  ) {}

  async issueEarned(userId: number) {
    await this.certificates.issueEarned(userId, await this.enabledRules());
  }

  /** Issues one certificate when its rule is switched on; true when issued now. */
  async issue(userId: number, ruleType: number, refId: number, title: string, issuedAt = new Date()): Promise<boolean> {
    if (!(await this.enabledRules()).has(ruleType)) return false;
    return this.certificates.issue(userId, ruleType, refId, title, issuedAt);
  }

  /** A task's or online training's last mission is finished: its certificate, once. */
  async taskCompleted(userId: number, task: { id: number; kind: number; name: string }): Promise<void> {
    await this.issue(userId, taskCertificateRule(task.kind), task.id, task.name, new Date());
  }

  /** A learning map is complete: its certificate, once. */
  async mapCompleted(userId: number, map: { id: number; title: string }): Promise<void> {
    await this.issue(userId, CertificateRule.map, map.id, map.title, new Date());
  }

  async list(userId: number, page: number, limit: number, keywords?: string) {
    await this.issueEarned(userId);
    const { rows, total } = await this.certificates.list(userId, page, limit, keywords);
    return { list: rows.map((r) => ({ ...r, issued_at: unixSeconds(r.issued_at) })), total, current_page: page };
  }

  private async own(userId: number, id: number) {
    const row = await this.certificates.find({ id });
    // Another learner's certificate answers like a missing one.
    if (!row || row.user_id !== userId) throw new DomainError('notFound', 'certificateNotFound');
    return row;
  }

  async detail(userId: number, id: number) {
    const row = await this.own(userId, id);
    return { id: row.id, cert_no: row.cert_no, rule_type: row.rule_type, ref_id: row.ref_id, title: row.title, issued_at: unixSeconds(row.issued_at), user_name: row.user_name };
  }

  /** Checks a number: who holds it, for what and since when; valid 0 when no certificate has it. */
  async verify(certNo: string) {
    const row = await this.certificates.find({ certNo: certNo.trim().toUpperCase() });
    if (!row) return { valid: 0, cert_no: certNo.trim(), title: null, user_name: null, issued_at: null, rule_type: null };
    return { valid: 1, cert_no: row.cert_no, title: row.title, user_name: row.user_name, issued_at: unixSeconds(row.issued_at), rule_type: row.rule_type };
  }

  /** The certificate as an A4 landscape PDF in the caller's language. */
  async pdf(userId: number, id: number, locale: Locale): Promise<{ fileName: string; bytes: Buffer }> {
    const row = await this.own(userId, id);
    const text = LABELS[locale];
    const day = DateTime.fromJSDate(new Date(row.issued_at), { zone: this.calendar.zone });
    const date = locale === 'zh-CN' ? day.toFormat('yyyy年M月d日') : day.setLocale('en-US').toFormat('d MMMM yyyy');
    const qr = await QRCode.toBuffer(row.cert_no, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });

    const { doc, font } = createCjkPdf({ size: 'A4', layout: 'landscape', margin: 56, info: { Title: `${text.heading} ${row.cert_no}`, Author: 'Learning portal' } });
    const { width, height } = doc.page;
    doc.lineWidth(6).strokeColor('#1f4e8c').rect(24, 24, width - 48, height - 48).stroke();
    doc.lineWidth(1).strokeColor('#c9a227').rect(36, 36, width - 72, height - 72).stroke();
    doc.fillColor('#1f4e8c');
    font('bold').fontSize(36).text(text.heading, 56, 96, { width: width - 112, align: 'center' });
    doc.fillColor('#222222');
    font('regular').fontSize(14).text(text.rules[row.rule_type] ?? '', { width: width - 112, align: 'center' });
    doc.moveDown(2);
    font('bold').fontSize(22).text(text.granted(row.user_name), { width: width - 112, align: 'center' });
    doc.moveDown(0.8);
    font('regular').fontSize(18).text(text.body(row.title), { width: width - 112, align: 'center' });
    const footY = height - 190;
    font('regular').fontSize(13);
    doc.text(`${text.number}: ${row.cert_no}`, 80, footY);
    doc.text(`${text.date}: ${date}`, 80, footY + 24);
    doc.fontSize(10).fillColor('#555555').text(text.verify, 80, footY + 56, { width: width - 360 });
    doc.image(qr, width - 80 - 110, footY - 10, { width: 110, height: 110 });
    return { fileName: `certificate-${row.cert_no}.pdf`, bytes: await pdfToBuffer(doc) };
  }
}
