import fs from 'node:fs';
import js from '@eslint/js';
import graphql from '@graphql-eslint/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (STYLE.md): shared -> widgets -> features -> app, one way. Features never
 * import each other; neither do widgets: each card stands alone, and what two cards share
 * (a rule, a code, a helper) lives in shared/.
 */
const foldersOf = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((d) => fs.statSync(`${dir}/${d}`).isDirectory()) : []);
const siblingZones = (dir, message) => foldersOf(dir).map((folder) => ({ target: `./${dir}/${folder}`, from: `./${dir}`, except: [`./${folder}`], message }));
const featureZones = siblingZones('src/features', 'A feature never imports another feature; compose them in src/app.');
const widgetZones = siblingZones('src/widgets', 'A widget never imports another widget; what two widgets share lives in src/shared.');

/**
 * Server boundaries: core sits below the modules and imports none; a module reaches another only
 * through its entry (index.ts), never its repositories or other internals.
 */
const isDir = (p) => fs.statSync(p).isDirectory();
const serverModules = fs.existsSync('server/modules') ? fs.readdirSync('server/modules').filter((d) => isDir(`server/modules/${d}`)) : [];
const serverModuleZones = serverModules.map((module) => ({
  target: `./server/modules/${module}`,
  from: './server/modules',
  except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
  message: 'A module imports another module only through its entry (index.ts).',
}));

/**
 * The domain graph's schema is linted like code (docs/graph-design.md §4.3): the per-domain SDL
 * files of server/graph, read against the whole printed schema (graphql.config.ts) so that the
 * rules that need every domain see them; the printed server/graph/schema.graphql itself is not
 * linted a second time. On top of the schema-recommended set: everything described (types and
 * scalars, fields, arguments and input fields, enum values), inputs named XxxInput and a
 * mutation's one argument `input: <MutationName>Input`, one `id: ID!` per object type except the
 * pages, payloads and value types, and mutations answering payload objects, not scalars.
 */
const graphqlSchemaRules = graphql.configs['flat/schema-recommended'].rules;
const [, recommendedNaming] = graphqlSchemaRules['@graphql-eslint/naming-convention'];
/**
 * Object types without an identity of their own (one per line: each domain adds its own):
 */
const VALUE_TYPES = [
  // a page's place;
  'PageInfo',
  // one field of an audited change (its entry has the id);
  'AuditChange',
  // a department as a user's answer names it (no id in REST);
  'Department',
  // the site's one configuration with its one DingTalk app, and the back office's view of it;
  'SiteConfig',
  'DingTalkApp',
  'SiteSettings',
  // a document's preview (signed for one reader) and a user's unread counts;
  'DocumentPreview',
  'UnreadNotificationCounts',
  // the forum's figures and the ban that keeps the signed-in user from writing (REST answers it without an id);
  'ForumSummary',
  'ForumWriteBan',
  // the parts of an exam attempt: a question of one attempt's paper or review (its question has
  // the id), an option (numbered within its question only), an answer's value, a ranking's row
  // and a wrong-answer book's entry (each of one user's view).
  'ExamAttemptQuestion',
  'ExamReviewQuestion',
  'QuestionOption',
  'QuestionAnswer',
  'ExamRankingEntry',
  'WrongQuestion',
  // the member area's figures of one user (credits, ranks, Q&A counts), a ranking's and a
  // chart's rows, a credit rule and a nation (REST answers them without ids), the work place.
  'Nation',
  'WorkPlace',
  'CreditSummary',
  'MonthCredits',
  'ReasonCredits',
  'CreditRanks',
  'CreditRankingEntry',
  'CreditRule',
  'QuestionAnswerCounts',
  // a live room's lecturer as the room names them (no id), a site search's answer, its groups
  // and its hits (a hit's snippet is of one search: `targetId` names what it opens).
  'LiveTeacher',
  'SiteSearch',
  'SearchGroup',
  'SearchHit',
  // the home page: a monthly ranking's row, a user's figures, the study calendar's items of a
  // day (one per thing and day: the thing's id is a field of it) and the punch-ins due.
  'MonthRankingEntry',
  'StudyStats',
  'LiveLessonDayItem',
  'ExamDayItem',
  'OfflineTrainingDayItem',
  'OnlineTrainingDayItem',
  'LearningMapStageDayItem',
  'DefenceDayItem',
  'PunchInsDue',
  'PunchInDue',
  // the DingTalk contacts sync's one state, its schedule and a member it skipped (a run has the id).
  'DingTalkSync',
  'DingTalkSyncSchedule',
  'DingTalkSyncProblem',
  // the back office's report dashboard: its figures and months (sums of report rows, of one filter).
  'ReportDashboard',
  'ReportMonth',
  'CompletionFigures',
  // the exam results report: an exam's row, one exam's results, a score band and a question's
  // figures (each of one filter: the exam's and the question's ids are fields of them).
  'ExamResultsReportRow',
  'ExamResultReport',
  'ExamScoreBand',
  'ExamQuestionResult',
  // the defence results report's totals (of one filter).
  'DefenceResultsTotals',
  // the mall redemptions report's totals (of one filter).
  'RedemptionReportTotals',
  // the forum activity report's totals and a top poster's figures (of one filter: the person's id is a field of them).
  'ForumActivityTotals',
  'ForumTopPoster',
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'src/graphql/generated/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...widgetZones,
            { target: './src/features', from: './src/app', message: 'Features do not import the app; the app composes features.' },
            { target: './src/widgets', from: ['./src/features', './src/app'], message: 'Widgets sit below features and the app: a feature hands a widget its data and callbacks.' },
            {
              target: ['./src/shared', './src/machines', './src/graphql', './src/i18n'],
              from: ['./src/widgets', './src/features', './src/app'],
              message: 'Shared layers sit below widgets, features and the app.',
            },
            { target: './src/machines', from: './src/shared', except: ['./spec-codes.ts', './upload-rules.ts', './review-rules.ts', './forum-rules.ts', './text-limits.ts', './shop-rules.ts'], message: 'Machines are pure: no widgets or app code (the named spec codes, the upload, review and forum rules and the text limits are pure data).' },
            { target: './server', from: './src', except: ['./shared/validators.ts', './shared/file-size.ts', './shared/upload-rules.ts', './shared/roles.ts', './shared/review-rules.ts', './shared/spec-codes.ts', './shared/forum-rules.ts', './shared/text-limits.ts', './shared/shop-rules.ts', './shared/site-addresses.ts'], message: 'The server shares only pure rules with the SPA: the validators, the file-size format, the upload caps, the teaching roles, the review, forum and shop rules, the text limits, the site\'s picture and web addresses and the spec codes.' },
            { target: './src', from: './server', message: 'The SPA talks to the server over GraphQL only.' },
            ...serverModuleZones,
            { target: './server/core', from: ['./server/modules', './server/app.ts'], message: 'core imports no module: modules build on core.' },
          ],
        },
      ],
    },
    settings: {
      // Without the extensions and the parser for them, import-x parses no TypeScript file it
      // follows, so no-cycle never sees an edge and passes every cycle (found by a probe cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'server/tsconfig.json', 'tests/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
  },
  {
    files: ['server/graph/**/*.graphql'],
    ignores: ['server/graph/schema.graphql'],
    languageOptions: { parser: graphql.parser },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...graphqlSchemaRules,
      '@graphql-eslint/require-description': [
        'error',
        { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true, DirectiveDefinition: true },
      ],
      '@graphql-eslint/naming-convention': ['error', { ...recommendedNaming, InputObjectTypeDefinition: { style: 'PascalCase', suffix: 'Input' } }],
      '@graphql-eslint/strict-id-in-types': ['error', { acceptedIdNames: ['id'], acceptedIdTypes: ['ID'], exceptions: { suffixes: ['Connection', 'Payload'], types: VALUE_TYPES } }],
      '@graphql-eslint/input-name': ['error', { checkInputType: true, caseSensitiveInputType: false, checkMutations: true, checkQueries: false }],
      '@graphql-eslint/no-scalar-result-type-on-mutation': 'error',
    },
  },
  {
    // The SPA's operations on the domain graph, validated against its schema.
    files: ['src/graphql/**/*.graphql'],
    languageOptions: { parser: graphql.parser },
    plugins: { '@graphql-eslint': graphql },
    rules: graphql.configs['flat/operations-recommended'].rules,
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'Machines import no React.' },
            { group: ['@apollo/*'], message: 'Machines import no Apollo: calls come in as actors.' },
            { group: ['@blueprintjs/*'], message: 'Machines import no Blueprint.' },
            { group: ['@tanstack/*', 'react-i18next', 'i18next'], message: 'Machines import no router or i18n: effects come in as actions.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['server/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['kysely', 'kysely/*'], message: 'Routes never touch the database: they call services.' },
            { group: ['**/*-repo', '**/*-repo.js'], message: 'Routes never import repositories: they call services.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*routes.ts', 'server/modules/**/schemas.ts', 'server/modules/**/index.ts', 'server/modules/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*', '**/core/http/*'], message: 'Services and repositories know no HTTP: throw a DomainError (core/errors.ts); the route layer maps it.' },
          ],
        },
      ],
    },
  },
);
