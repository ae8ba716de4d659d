/** The training and task card rules live with the training card widget (the teacher page shows trainings too). */
export { statusIntent, trainingButton } from '../../widgets/training-card/training-rules';
