/**
 * A lecturer's offline trainings through the GraphQL gateway: the SPA's operation
 * (src/graphql/courses.graphql) against the real REST API. The rest of My Learning is on the
 * domain graph (tests/gateway/graph-learning.test.ts sends the SPA's own documents).
 */
import { describe, expect, it } from 'vitest';
import { LEARNING_DEMO } from '../../server/seed/learning.js';
import { spaOperation } from '../support/spa-operations.js';
import { databaseKinds, DEMO, graphql, suiteServer } from '../support/test-server.js';

/** An operation of the SPA with the fragments it uses. */
const operation = (name: string) => spaOperation(name).text;

describe.each(databaseKinds())('a lecturer\'s trainings through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('lists the lecturer\'s trainings with the reader\'s registration', async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const full = await suite.server.db.selectFrom('trainings').select(['id', 'lecturer_id']).where('name', '=', LEARNING_DEMO.full).executeTakeFirstOrThrow();
    // A lecturer's face-to-face list is the same trainings, with the reader's registration.
    const given = await graphql<{ lecturerTrainOffline: { data: { list: { id: number; is_invited: number; places_left: number | null }[] } } }>(
      suite.server.url,
      operation('LecturerTrainOffline'),
      { id: full.lecturer_id, limit: 50 },
      { token },
    );
    expect(given.errors, JSON.stringify(given.errors)).toBeUndefined();
    expect(given.data!.lecturerTrainOffline.data.list.find((t) => t.id === full.id)).toMatchObject({ is_invited: 1, places_left: 0 });
  });
});
