/**
 * The exam engine through the GraphQL gateway: the operations the SPA sends
 * (src/graphql/exams.graphql) against the real REST API, and a refusal arriving as a
 * GraphQL error with the upstream envelope.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_EXAMS, SAFETY_QUIZ } from '../../server/seed/exams.js';
import { databaseKinds, DEMO, employee, graphql, suiteServer, upstreamEnvelope } from '../support/test-server.js';

const START = /* GraphQL */ `
  mutation ExamStart($id: PositiveInt!) {
    examStart(id: $id) { code data { id deadline server_now remaining_seconds questions { id type blanks options { id content } } answers { question_id } } }
  }
`;
const SAVE = /* GraphQL */ `
  mutation ExamSaveAnswer($id: PositiveInt!, $input: examSaveAnswer_request_Input!) {
    examSaveAnswer(id: $id, input: $input) { code msg data { question_id saved } }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation ExamSubmit($id: PositiveInt!) {
    examSubmit(id: $id) { code msg data { id score objective_score review_status passed pending_count } }
  }
`;
const ANALYSIS = /* GraphQL */ `
  query ExamAnalysis($id: PositiveInt!) {
    examAnalysis(id: $id) { code data { questions { id is_correct my_answer { option_ids texts } correct_answer { option_ids texts } } } }
  }
`;
const QN = /* GraphQL */ `
  mutation QnSubmit($id: PositiveInt!, $input: qnSubmit_request_Input!) {
    qnSubmit(id: $id, input: $input) { code msg data { id submitted } }
  }
`;

describe.each(databaseKinds())('exams through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('starts, saves every type, submits and reads the analysis', async () => {
    const token = await suite.client.login(employee(20), DEMO.employeePassword);
    const exam = await suite.server.db.selectFrom('exams').select('id').where('title', '=', DEMO_EXAMS.open).executeTakeFirstOrThrow();
    const started = await graphql<{ examStart: { data: { id: number; questions: { id: number; type: number }[] } } }>(suite.server.url, START, { id: exam.id }, { token });
    expect(started.errors).toBeUndefined();
    const attempt = started.data!.examStart.data;
    expect(attempt.questions.map((q) => q.type)).toEqual(SAFETY_QUIZ.map((q) => q.type));
    for (const [i, q] of attempt.questions.entries()) {
      const key = SAFETY_QUIZ[i]!.answer;
      const answer = q.type === 4 ? { texts: key.blanks!.map((b) => b[0]!) } : q.type === 5 ? { texts: ['答案'] } : { option_ids: key.option_ids! };
      const saved = await graphql<{ examSaveAnswer: { code: number; data: { saved: number } } }>(suite.server.url, SAVE, { id: attempt.id, input: { question_id: q.id, answer } }, { token });
      expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
      expect(saved.data!.examSaveAnswer.data.saved).toBe(1);
    }
    const submitted = await graphql<{ examSubmit: { data: { objective_score: number; review_status: number; score: number | null; pending_count: number } } }>(suite.server.url, SUBMIT, { id: attempt.id }, { token });
    expect(submitted.data!.examSubmit.data).toMatchObject({ objective_score: 70, review_status: 1, score: null, pending_count: 1 });
    const analysis = await graphql<{ examAnalysis: { data: { questions: { is_correct: number | null }[] } } }>(suite.server.url, ANALYSIS, { id: attempt.id }, { token });
    expect(analysis.data!.examAnalysis.data.questions.map((q) => q.is_correct)).toEqual([1, 1, 1, 1, 1, null, 1, 1]);

    // A save after submit: a GraphQL error carrying the REST refusal.
    const late = await graphql(suite.server.url, SAVE, { id: attempt.id, input: { question_id: attempt.questions[0]!.id, answer: { option_ids: [1] } } }, { token, lang: 'en-US' });
    expect(upstreamEnvelope(late.errors?.[0])).toEqual({ status: 403, code: 'FORBIDDEN', body: { code: 403, msg: 'The attempt has been submitted; answers can no longer change', data: null } });
  });

  it('refuses a bad ID number in a questionnaire with the server message', async () => {
    const token = await suite.client.login(employee(21), DEMO.employeePassword);
    const qn = await suite.server.db.selectFrom('questionnaires').select('id').where('title', '=', '员工信息登记表').executeTakeFirstOrThrow();
    const items = await suite.server.db.selectFrom('questionnaire_items').select(['id', 'kind']).where('questionnaire_id', '=', qn.id).execute();
    const answers = items.map((item) =>
      item.kind === 'single' ? { item_id: item.id, option_ids: [1] } : { item_id: item.id, text: { text: '王五', id_number: '110105194912310021', email: 'a@b.cn', phone: '13900000000' }[item.kind]! },
    );
    const refused = await graphql(suite.server.url, QN, { id: qn.id, input: { answers } }, { token });
    expect(upstreamEnvelope(refused.errors?.[0]).body?.msg).toBe('请输入正确的18位身份证号码');
    const fixed = answers.map((a) => (a.item_id === items.find((i) => i.kind === 'id_number')!.id ? { ...a, text: '11010519491231002X' } : a));
    const accepted = await graphql<{ qnSubmit: { data: { submitted: number } } }>(suite.server.url, QN, { id: qn.id, input: { answers: fixed } }, { token });
    expect(accepted.data!.qnSubmit.data.submitted).toBe(1);
  });
});
