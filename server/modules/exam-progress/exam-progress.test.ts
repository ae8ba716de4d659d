import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { MapItemType } from '../maps/index.js';
import { createExamProgressModule } from './index.js';

/** Fakes of the four domains that record what they were asked, in order. */
function domains(refuse?: 'tasks' | 'maps') {
  const calls: string[] = [];
  const gate = (name: 'tasks' | 'maps') => async (userId: number, examId: number) => {
    calls.push(`${name}.assertExamStart ${userId} ${examId}`);
    if (refuse === name) throw new DomainError('forbidden', 'stageLocked');
  };
  return {
    calls,
    deps: {
      tasks: { assertExamStart: gate('tasks') },
      maps: {
        assertExamStart: gate('maps'),
        itemDone: async (userId: number, itemType: number, refId: number) => void calls.push(`maps.itemDone ${userId} ${itemType} ${refId}`),
      },
      certificates: { issueEarned: async (userId: number) => void calls.push(`certificates.issueEarned ${userId}`) },
      ledger: {
        earn: async (userId: number, reason: string, input?: { refId?: number }) => {
          calls.push(`ledger.earn ${userId} ${reason} ${input?.refId}`);
          return { earned: true, points: 1 };
        },
      },
    },
  };
}

describe('exam progress', () => {
  it('asks the task order and then the map stage before a new attempt', async () => {
    const { calls, deps } = domains();
    await createExamProgressModule(deps).services.examProgress.assertMayStart(7, 42);
    expect(calls).toEqual(['tasks.assertExamStart 7 42', 'maps.assertExamStart 7 42']);
  });

  it('refuses with the first domain that holds the exam back', async () => {
    const { calls, deps } = domains('tasks');
    await expect(createExamProgressModule(deps).services.examProgress.assertMayStart(7, 42)).rejects.toBeInstanceOf(DomainError);
    expect(calls).toEqual(['tasks.assertExamStart 7 42']);
  });

  it('a pass earns its credit once per exam, issues the certificates earned and moves the maps holding it', async () => {
    const { calls, deps } = domains();
    await createExamProgressModule(deps).services.examProgress.passed(7, 42);
    expect(calls).toEqual(['ledger.earn 7 exam_pass 42', 'certificates.issueEarned 7', `maps.itemDone 7 ${MapItemType.exam} 42`]);
  });
});
