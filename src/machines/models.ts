import { authModel } from './auth.model';
import { passwordRecoveryModel } from './password-recovery.model';
import type { MachineModel } from './testing/model';

/** Every machine's test model; the coverage command reports on each. */
export const machineModels: MachineModel<never>[] = [authModel, passwordRecoveryModel] as unknown as MachineModel<never>[];
